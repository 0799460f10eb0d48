import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { HOUSEKEEPING_LOCK, runHousekeeping } from "../server/housekeeping";
import { createTestDatabase, type TestDatabase } from "./helpers/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
const ago = (spec: string) => sql`now() - ${spec}::interval`;

/** The test's rows (named `hk-…` in `column`) still in `table`, in order. */
async function left(table: string, column: string): Promise<string[]> {
  const name = sql.identifier(column);
  const query = sql`select ${name} as name from ${sql.identifier(table)} where ${name} like 'hk-%'`;
  return (await queryRows<{ name: string }>(database.db, query)).map((r) => r.name).sort();
}

describe("housekeeping", () => {
  it("deletes what has had its day and keeps everything still live or still wanted", async () => {
    const [user] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into users (full_name, email, phone, password_hash)
          values ('Keeper', 'keeper@example.com', '9000000042', 'x') returning id`,
    );
    const uid = user.id;
    await run(sql`insert into sessions (user_id, key_hash, expires_at) values
      (${uid}, 'hk-expired', ${ago("1 minute")}),
      (${uid}, 'hk-live', now() + interval '1 hour')`);
    await run(sql`insert into password_reset_tokens (user_id, token_hash, expires_at, used_at, created_at) values
      (${uid}, 'hk-used-2d', ${ago("47 hours")}, ${ago("2 days")}, ${ago("2 days")}),
      (${uid}, 'hk-expired-2d', ${ago("2 days")}, null, ${ago("3 days")}),
      (${uid}, 'hk-used-1h', now() + interval '1 hour', ${ago("1 hour")}, ${ago("1 hour")}),
      (${uid}, 'hk-expired-1h', ${ago("1 hour")}, null, ${ago("2 hours")}),
      (${uid}, 'hk-live', now() + interval '1 hour', null, now())`);
    const [member] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into staff (email, name, role) values ('hk-keeper@staff.example', 'Keeper', 'packer') returning id`,
    );
    await run(sql`insert into staff_sessions (staff_id, key_hash, expires_at) values
      (${member.id}, 'hk-expired', ${ago("1 minute")}), (${member.id}, 'hk-live', now() + interval '1 hour')`);
    await run(sql`insert into staff_tokens (kind, staff_id, token_hash, expires_at, used_at) values
      ('invite', ${member.id}, 'hk-used-2d', now() + interval '5 days', ${ago("2 days")}),
      ('setup', null, 'hk-expired-2d', ${ago("2 days")}, null),
      ('invite', ${member.id}, 'hk-live', now() + interval '5 days', null)`);
    await run(sql`insert into phone_codes (purpose, phone, code_hash, expires_at) values
      ('login', '+91hk-old', 'x', ${ago("25 hours")}), ('login', '+91hk-live', 'x', now() + interval '5 minutes')`);
    await run(sql`insert into rate_limit_hits (bucket, window_start, count) values
      ('hk-old', ${ago("2 days")}, 3), ('hk-now', now(), 1)`);
    await run(sql`insert into login_failures (key, failures, last_failure_at) values
      ('hk-forgotten', 9, ${ago("25 hours")}), ('hk-counting', 3, ${ago("23 hours")})`);
    await run(sql`insert into webhook_events (provider, event_id, event_type, received_at) values
      ('razorpay', 'hk-old', 'payment.captured', ${ago("31 days")}),
      ('razorpay', 'hk-recent', 'payment.captured', ${ago("29 days")})`);
    await run(sql`insert into email_outbox (to_address, subject, body_text, kind, status, sent_at, created_at) values
      ('hk-sent-old', 's', 'b', 'welcome', 'SENT', ${ago("31 days")}, ${ago("31 days")}),
      ('hk-logged-old', 's', 'b', 'welcome', 'LOGGED', ${ago("31 days")}, ${ago("31 days")}),
      ('hk-sent-recent', 's', 'b', 'welcome', 'SENT', ${ago("29 days")}, ${ago("29 days")}),
      ('hk-failed-old', 's', 'b', 'welcome', 'FAILED', null, ${ago("60 days")}),
      ('hk-pending-old', 's', 'b', 'welcome', 'PENDING', null, ${ago("60 days")})`);
    await run(sql`insert into staff_notices (kind, ref_id, summary, created_at, sent_at) values
      ('contact-message', 900001, 'hk-told-old', ${ago("31 days")}, ${ago("31 days")}),
      ('contact-message', 900002, 'hk-told-recent', ${ago("29 days")}, ${ago("29 days")}),
      ('contact-message', 900003, 'hk-waiting-old', ${ago("40 days")}, null)`);

    const result = await runHousekeeping(database.db);
    expect(result).toMatchObject({ ran: true });

    expect(await left("sessions", "key_hash")).toEqual(["hk-live"]);
    expect(await left("password_reset_tokens", "token_hash")).toEqual([
      "hk-expired-1h",
      "hk-live",
      "hk-used-1h",
    ]);
    expect(await left("staff_sessions", "key_hash")).toEqual(["hk-live"]);
    expect(await left("staff_tokens", "token_hash")).toEqual(["hk-live"]);
    expect(
      (
        await queryRows<{ phone: string }>(
          database.db,
          sql`select phone from phone_codes where phone like '+91hk-%'`,
        )
      ).map((r) => r.phone),
    ).toEqual(["+91hk-live"]);
    expect(await left("rate_limit_hits", "bucket")).toEqual(["hk-now"]);
    expect(await left("login_failures", "key")).toEqual(["hk-counting"]);
    expect(await left("webhook_events", "event_id")).toEqual(["hk-recent"]);
    // Unsent and FAILED emails stay, whatever their age: one still has to go, the other be seen.
    expect(await left("email_outbox", "to_address")).toEqual([
      "hk-failed-old",
      "hk-pending-old",
      "hk-sent-recent",
    ]);
    // A notice still waiting for its digest stays too.
    expect(await left("staff_notices", "summary")).toEqual(["hk-told-recent", "hk-waiting-old"]);
    // Nothing left to do: a second round deletes nothing.
    expect(await runHousekeeping(database.db)).toEqual({
      ran: true,
      sessions: 0,
      resetTokens: 0,
      staffSessions: 0,
      staffTokens: 0,
      phoneCodes: 0,
      rateLimitWindows: 0,
      loginFailures: 0,
      webhookEvents: 0,
      sentEmails: 0,
      staffNotices: 0,
    });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "skips its round while another process holds the housekeeping lock (PostgreSQL)",
    async () => {
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      try {
        await other.query("select pg_advisory_lock($1)", [HOUSEKEEPING_LOCK]);
        await run(sql`insert into rate_limit_hits (bucket, window_start, count) values
          ('hk-locked', ${ago("3 days")}, 1)`);
        expect(await runHousekeeping(database.db)).toEqual({ ran: false });
        expect(await left("rate_limit_hits", "bucket")).toContain("hk-locked");
        await other.query("select pg_advisory_unlock($1)", [HOUSEKEEPING_LOCK]);
        expect(await runHousekeeping(database.db)).toMatchObject({ ran: true, rateLimitWindows: 1 });
      } finally {
        await other.end();
      }
    },
  );
});
