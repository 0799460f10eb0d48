import { z } from "zod";
import { inboxNoteFields } from "../../../lib/validation/inbox";
import type { Paged } from "../../db/paged-list";
import type { ErrorCode } from "../../domain-error";
import { defineAdminApi, listReply } from "../../http/admin-api";
import type { StaffSessions } from "../staff";
import { by, inboxMessages } from "./inbox-fields";

type Staff = ReturnType<typeof by>;

/** What sets one inbox's endpoints apart from the other's: its names, fields, wire and service. */
export interface InboxApiSpec<S extends string, L extends z.ZodType, R extends z.ZodObject> {
  /** The OpenAPI tag, e.g. "Enquiries". */
  tag: string;
  /** Below /api/admin/v1, e.g. "/enquiries". */
  path: string;
  /** How the answers name one item, e.g. "Enquiry #12 is now quoted." */
  noun: "Enquiry" | "Message";
  /** The body's key for the item's number, e.g. "enquiry_id", and its field. */
  id: { key: string; field: z.ZodType<number> };
  summaries: { list: string; get: string; status: string; note: string; reply: string };
  /** The list's filters, the status field and the reply's fields. */
  bodies: { list: L; status: z.ZodType<S>; reply: R };
  /** What the list and the other endpoints answer. */
  wires: { list: z.ZodType; one: z.ZodType };
  /** The inbox's service: its status and note writes take the same arguments in both inboxes. */
  service: {
    setStatus(id: number, by: Staff, status: S): Promise<boolean>;
    addNote(id: number, by: Staff, note: string): Promise<unknown>;
  };
  list(body: z.output<L>): Promise<Paged<unknown> & { counts: unknown }>;
  view(id: number): Promise<unknown>;
  reply(id: number, by: Staff, body: z.output<R>): Promise<{ to: string }>;
}

/**
 * One inbox's endpoints under /api/admin/v1/<path>/ (managers and owners: the `customers`
 * permission): the list, one item, its status, a note and a reply. Every write is audited in
 * its transaction (by the inbox's service).
 */
export function inboxApi<S extends string, L extends z.ZodType, R extends z.ZodObject>(
  sessions: StaffSessions,
  spec: InboxApiSpec<S, L, R>,
) {
  const api = defineAdminApi(spec.tag, sessions);
  const idShape = { [spec.id.key]: spec.id.field };
  const idOf = (body: object) => (body as Record<string, number>)[spec.id.key];
  const common = {
    permission: "customers" as const,
    data: spec.wires.one,
    errors: ["not_found"] as ErrorCode[],
  };
  const one = async (id: number) => ({ data: await spec.view(id) });

  api.post(
    {
      path: `${spec.path}/list`,
      summary: spec.summaries.list,
      permission: "customers",
      body: spec.bodies.list,
      data: spec.wires.list,
    },
    async (_c, body) => listReply(await spec.list(body)),
  );

  api.post(
    { ...common, path: `${spec.path}/get`, summary: spec.summaries.get, body: z.object(idShape) },
    async (_c, body) => one(idOf(body)),
  );

  api.post(
    {
      ...common,
      path: `${spec.path}/status`,
      summary: spec.summaries.status,
      body: z.object({ ...idShape, status: spec.bodies.status }),
    },
    async (_c, body, me) => {
      const id = idOf(body);
      const status = (body as { status: S }).status;
      const moved = await spec.service.setStatus(id, by(me), status);
      return { ...(await one(id)), message: inboxMessages.status(spec.noun, id, status, moved) };
    },
  );

  api.post(
    {
      ...common,
      path: `${spec.path}/note`,
      summary: spec.summaries.note,
      body: inboxNoteFields.extend(idShape),
    },
    async (_c, body, me) => {
      await spec.service.addNote(idOf(body), by(me), (body as unknown as { note: string }).note);
      return { ...(await one(idOf(body))), message: inboxMessages.noteAdded };
    },
  );

  api.post(
    {
      ...common,
      path: `${spec.path}/reply`,
      summary: spec.summaries.reply,
      body: spec.bodies.reply.extend(idShape),
    },
    async (_c, body, me) => {
      const { to } = await spec.reply(idOf(body), by(me), body as z.output<R>);
      return { ...(await one(idOf(body))), message: inboxMessages.replySent(to) };
    },
  );

  return api;
}
