import type { TestApp } from "./app";
import { adminPost } from "./staff";

/** The states the demo shop's licences cover (server/db/seed/data/regulated.ts). */
export const DEMO_STATES = ["Assam", "Bihar", "Karnataka", "Kerala", "Maharashtra", "Sikkim", "West Bengal"];

/** Sets the states of every licence of a kind, through the owner's API (a licence narrowed or widened). */
export const coverStates = (t: TestApp, cookie: string, kind: string, states: string[]) =>
  adminPost(t, cookie, "/licences/list").then(async (list) => {
    for (const l of list.body.data as { id: number; version: number; kind: string }[]) {
      if (l.kind !== kind) continue;
      const {
        id,
        version,
        scan: _scan,
        ended: _ended,
        updated_at: _at,
        ...rest
      } = l as never as Record<string, unknown> & { id: number; version: number };
      const saved = await adminPost(t, cookie, "/licences/update", {
        ...rest,
        licence_id: id,
        version,
        states,
      });
      if (saved.status !== 200) throw new Error(`licence ${id} not saved: ${JSON.stringify(saved.body)}`);
    }
  });
