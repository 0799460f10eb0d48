import { createHash } from "node:crypto";
import type { CacheBus } from "../cache-bus";

export type { PagePersonal } from "../../lib/page-personal";

/**
 * What a signed-in customer's catalogue page holds of them (docs/decisions/0056-signed-in-pages.md):
 * whose session it is and the number of lines in their cart (the header's badge). Nothing else
 * of theirs is on those pages, so the page is kept once per cart count and shared.
 */
export interface CustomerPiece {
  userId: number;
  cartCount: number;
}

export interface CustomerPiecesDeps {
  /** The live session's customer, or null (ended, expired, disabled). */
  authenticate(sessionKey: string): Promise<{ userId: number } | null>;
  cartCount(userId: number): Promise<number>;
  bus: CacheBus;
  /** How long a piece is trusted without a word from the database (a safety net: triggers say when it changes). */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const PIECE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

/**
 * The pieces of one process, by session (the key's hash: no session key is held). A piece is
 * dropped when the database says its customer's cart, sessions, reviews or orders changed, in
 * any process (triggers NOTIFY `customer:<id>` at commit, migration 0036), when this process
 * handles a form or API call of that session, and after PIECE_TTL_MS at the latest.
 */
export function customerPieces(deps: CustomerPiecesDeps) {
  const now = deps.now ?? Date.now;
  const ttlMs = deps.ttlMs ?? PIECE_TTL_MS;
  const maxEntries = deps.maxEntries ?? MAX_ENTRIES;
  const entries = new Map<string, { piece: CustomerPiece; expires: number }>();
  const byUser = new Map<number, Set<string>>();
  const looking = new Map<string, Promise<CustomerPiece | null>>();
  // A lookup that began before a drop of its customer (or of all) answers its caller but is not
  // kept: it may have read the database before the change.
  let generation = 0;
  let allDroppedAt = 0;
  const userDroppedAt = new Map<number, number>();

  const forget = (hash: string) => {
    const e = entries.get(hash);
    if (!e) return;
    entries.delete(hash);
    const set = byUser.get(e.piece.userId);
    set?.delete(hash);
    if (set?.size === 0) byUser.delete(e.piece.userId);
  };

  const dropUser = (userId: number | undefined) => {
    generation++;
    if (userId === undefined) {
      allDroppedAt = generation;
      userDroppedAt.clear();
      entries.clear();
      byUser.clear();
      looking.clear();
      return;
    }
    userDroppedAt.set(userId, generation);
    if (userDroppedAt.size > maxEntries) {
      userDroppedAt.clear();
      allDroppedAt = generation;
    }
    for (const hash of [...(byUser.get(userId) ?? [])]) forget(hash);
  };
  deps.bus.onCustomer(dropUser);

  const lookUp = async (sessionKey: string, hash: string): Promise<CustomerPiece | null> => {
    const startedIn = generation;
    const account = await deps.authenticate(sessionKey);
    if (!account) return null;
    const piece = { userId: account.userId, cartCount: await deps.cartCount(account.userId) };
    const dropped = allDroppedAt > startedIn || (userDroppedAt.get(piece.userId) ?? 0) > startedIn;
    if (!dropped) {
      entries.set(hash, { piece, expires: now() + ttlMs });
      byUser.set(piece.userId, (byUser.get(piece.userId) ?? new Set()).add(hash));
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        forget(oldest);
      }
    }
    return piece;
  };

  return {
    /** The session's piece, or null when the session is not live. */
    async get(sessionKey: string): Promise<CustomerPiece | null> {
      const hash = hashOf(sessionKey);
      const e = entries.get(hash);
      if (e && e.expires > now()) return e.piece;
      if (e) forget(hash);
      const pending = looking.get(hash);
      if (pending) return pending;
      const promise = lookUp(sessionKey, hash);
      looking.set(hash, promise);
      try {
        return await promise;
      } finally {
        if (looking.get(hash) === promise) looking.delete(hash);
      }
    },
    /** This session did something (a form, an API call): its piece is looked up afresh. */
    forgetSession(sessionKey: string) {
      const e = entries.get(hashOf(sessionKey));
      if (e) dropUser(e.piece.userId);
    },
    dropUser,
    size: () => entries.size,
  };
}

export type CustomerPieces = ReturnType<typeof customerPieces>;

const hashOf = (sessionKey: string) => createHash("sha256").update(sessionKey).digest("base64url");
