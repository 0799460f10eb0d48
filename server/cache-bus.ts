import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, Db } from "./db/client";
import type { Logger } from "./logger";

/**
 * Cross-process cache invalidation (docs/decisions/0011-back-office-staff.md). A staff write
 * says what changed — `catalogue`, `blog` or `settings` — with `changed(topic, tx)`; every
 * process of the shop then drops those caches at once. It rides on PostgreSQL's LISTEN/NOTIFY
 * (PGlite has it too, in its one process): the NOTIFY is sent in the writer's transaction, so
 * it goes out only when the write commits, and other processes never drop a cache for a
 * change that was rolled back. The writing process also drops its own at once.
 */
export const CACHE_TOPICS = ["catalogue", "blog", "settings"] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

const CHANNEL = "shop_cache";
const isTopic = (s: string): s is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(s);
/** What the triggers send for one customer: `customer:42`. */
const CUSTOMER_PAYLOAD = /^customer:(\d{1,10})$/;

export interface CacheBus {
  /** Runs `drop` whenever `topic` changes, in any process (and after a lost connection). */
  on(topic: CacheTopic, drop: () => void): void;
  /**
   * Runs `drop` with a customer's id whenever their cart, sessions, reviews or orders change in
   * any process (the database's triggers say so, migration 0036), and with undefined when changes
   * may have been missed (a lost connection).
   */
  onCustomer(drop: (userId: number | undefined) => void): void;
  /** Says `topic` changed: NOTIFY in `tx` (sent at its commit) and drop this process's caches now. */
  changed(topic: CacheTopic, tx?: Pick<Db, "execute">): Promise<void>;
  /**
   * Drops this process's caches of `topic` without telling the others: a sale here changed
   * stock labels, which other processes show within their TTL (docs/decisions/0004).
   */
  dropHere(topic: CacheTopic): void;
  close(): Promise<void>;
}

/** The handlers of one process, by topic. */
function handlersOf() {
  const handlers = new Map<CacheTopic, (() => void)[]>();
  const customers: ((userId: number | undefined) => void)[] = [];
  return {
    on(topic: CacheTopic, drop: () => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), drop]);
    },
    onCustomer(drop: (userId: number | undefined) => void) {
      customers.push(drop);
    },
    receive(payload: string | undefined) {
      if (payload && isTopic(payload)) for (const drop of handlers.get(payload) ?? []) drop();
      const customer = payload ? CUSTOMER_PAYLOAD.exec(payload) : null;
      if (customer) for (const drop of customers) drop(Number(customer[1]));
    },
    dropAll() {
      for (const list of handlers.values()) for (const drop of list) drop();
      for (const drop of customers) drop(undefined);
    },
  };
}

/** A bus for one process alone (tests that build the app in-process, the command line). */
export function localCacheBus(): CacheBus {
  const h = handlersOf();
  return {
    on: h.on,
    onCustomer: h.onCustomer,
    changed: async (topic) => h.receive(topic),
    dropHere: h.receive,
    close: async () => {},
  };
}

/** The bus every server process runs: LISTEN on the database, NOTIFY in the writer's transaction. */
export async function createCacheBus(database: Database, logger?: Logger): Promise<CacheBus> {
  const h = handlersOf();
  const stopListening = await listen(database, h.receive, h.dropAll, logger);
  return {
    on: h.on,
    onCustomer: h.onCustomer,
    async changed(topic, tx) {
      await (tx ?? database.db).execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
      h.receive(topic);
    },
    dropHere: h.receive,
    close: stopListening,
  };
}

/** Listens on the channel; returns how to stop. PostgreSQL: one dedicated connection, reconnected. */
async function listen(
  database: Database,
  receive: (payload: string | undefined) => void,
  missedSome: () => void,
  logger?: Logger,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(CHANNEL, receive);
    return () => unlisten();
  }
  if (!database.url) return async () => {};
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (attempt = 0): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: database.url });
    c.on("notification", (n) => receive(n.payload));
    c.on("error", () => {});
    c.on("end", () => {
      if (stopped || client !== c) return;
      client = undefined;
      logger?.warn("the cache invalidation listener lost its connection; reconnecting");
      retry = setTimeout(() => void connect(1), 1000);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
      // Changes made while no connection listened are not known: drop everything once.
      if (attempt > 0) missedSome();
    } catch (error) {
      await c.end().catch(() => {});
      if (attempt === 0) throw error;
      retry = setTimeout(() => void connect(attempt + 1), Math.min(30_000, 1000 * 2 ** attempt));
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
