import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { createTestApp, testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";

// Behind a trusted proxy: each test picks the address the proxy saw (the right-most entry).
const t = testAppForFile({ TRUST_PROXY: "true" });

const from = (address: string) => ({ "x-forwarded-for": address });
const login = (email: string, password: string, address: string) =>
  t.post("/api/login/v1/", { email, password }, from(address));
/** Moves a throttle's clock: its failures are `seconds` older. */
const age = (seconds: number) =>
  queryRows(
    t.database.db,
    sql`update login_failures set last_failure_at = last_failure_at - make_interval(secs => ${seconds})`,
  );

describe("login throttling: failures, not attempts, per account and address", () => {
  it("8 wrong passwords from one address, then the right one from another: signed in", async () => {
    const ravi = await newCustomer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(ravi.email, "guess-1234", "198.51.100.1")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const right = await login(ravi.email, ravi.password, "198.51.100.2");
    expect(right.status).toBe(200);
    expect(right.body.data.userid).toBe(ravi.userId);
  });

  it("holds the guessing address back with waits that double, answered 429 with Retry-After", async () => {
    const asha = await newCustomer(t);
    for (let i = 0; i < 5; i++) await login(asha.email, "guess-1234", "198.51.100.3");
    const first = await t.app.request("/api/login/v1/", {
      method: "POST",
      headers: { "content-type": "application/json", ...from("198.51.100.3") },
      body: JSON.stringify({ email: asha.email, password: "guess-1234" }),
    });
    expect(first.status).toBe(429);
    expect(Number(first.headers.get("retry-after"))).toBeGreaterThan(25);
    expect(Number(first.headers.get("retry-after"))).toBeLessThanOrEqual(30);
    expect((await first.json()).message).toBe("Too many attempts. Please try again in 1 minute.");
    // Past the wait one more guess goes through; the next wait is twice as long.
    await age(31);
    expect((await login(asha.email, "guess-5678", "198.51.100.3")).status).toBe(401);
    const second = await login(asha.email, "guess-9999", "198.51.100.3");
    expect(second.status).toBe(429);
    await age(31);
    expect((await login(asha.email, "guess-9999", "198.51.100.3")).status).toBe(429);
    await age(30);
    expect((await login(asha.email, asha.password, "198.51.100.3")).status).toBe(200);
  });

  it("a success clears that address's failures", async () => {
    const meera = await newCustomer(t);
    for (let i = 0; i < 4; i++) await login(meera.email, "guess-1234", "198.51.100.4");
    expect((await login(meera.email, meera.password, "198.51.100.4")).status).toBe(200);
    const after: number[] = [];
    for (let i = 0; i < 6; i++) after.push((await login(meera.email, "guess-1234", "198.51.100.4")).status);
    expect(after).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("counts the email and the phone of one account together", async () => {
    const kiran = await newCustomer(t);
    for (let i = 0; i < 3; i++) await login(kiran.email, "guess-1234", "198.51.100.5");
    for (let i = 0; i < 2; i++) await login(kiran.phonenumber, "guess-1234", "198.51.100.5");
    expect((await login(kiran.phonenumber, "guess-1234", "198.51.100.5")).status).toBe(429);
    expect((await login(kiran.email.toUpperCase(), "guess-1234", "198.51.100.5")).status).toBe(429);
  });

  it("a guess from each of 40 addresses slows the account for those addresses, never for a new one", async () => {
    const anil = await newCustomer(t);
    for (let i = 0; i < 40; i++) {
      expect((await login(anil.email, "guess-1234", `192.0.2.${i + 1}`)).status).toBe(401);
    }
    // An address that has failed here waits for the account's count (20 free, then waits)...
    expect((await login(anil.email, "guess-5678", "192.0.2.1")).status).toBe(429);
    // ...but the customer, from an address with no failures, gets in.
    expect((await login(anil.email, anil.password, "203.0.113.200")).status).toBe(200);
  });

  it("throttles made-up accounts the same way, so the answers do not tell which exist", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await login("nobody-here@example.com", "guess-1234", "198.51.100.6")).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("the client's address behind a proxy", () => {
  it("40 logins with made-up left-most X-Forwarded-For entries are one address: limited", async () => {
    const priya = await newCustomer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const spoofed = `10.${i}.${i}.${i}, 172.16.0.${i}, 198.51.100.77`;
      statuses.push((await login(priya.email, `guess-${i}-long`, spoofed)).status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it("the per-address ceiling counts the address the proxy saw, across accounts", async () => {
    const app = await createTestApp({ TRUST_PROXY: "true", RATE_LIMIT_LOGIN_ADDRESS: "30/15m" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await app.post(
          "/api/login/v1/",
          { email: `someone${i}@example.com`, password: "guess-1234" },
          { "x-forwarded-for": `10.0.0.${i}, 198.51.100.88` },
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("with TRUST_PROXY_HOPS=2 the second entry from the right is the client", async () => {
    const app = await createTestApp({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "2" });
    try {
      const customer = await newCustomer(app);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        // The client's own entry changes every time; the CDN's and the proxy's do not.
        const chain = `10.9.9.${i}, 198.51.100.99, 203.0.113.${i}`;
        const res = await app.post(
          "/api/login/v1/",
          { email: customer.email, password: "guess-1234" },
          { "x-forwarded-for": chain },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it("without TRUST_PROXY, X-Forwarded-For is not believed at all", async () => {
    const app = await createTestApp({});
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await app.post(
          "/api/login/v1/",
          { email: "ghost@example.com", password: "guess-1234" },
          { "x-forwarded-for": `10.1.1.${i}` },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await app.close();
    }
  });
});
