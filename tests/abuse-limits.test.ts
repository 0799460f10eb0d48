import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordDerivations } from "../server/modules/accounts/passwords";
import { contactMessages } from "../server/modules/contact/contact.schema";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { createTestApp, testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";

const t = testAppForFile({ TRUST_PROXY: "true" });
const from = (address: string) => ({ "x-forwarded-for": address });

/** The reset links mailed to `email`, newest first. */
async function resetLinks(email: string): Promise<string[]> {
  const mails = await t.database.db
    .select({ text: emailOutbox.bodyText })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "password-reset"), eq(emailOutbox.toAddress, email)))
    .orderBy(desc(emailOutbox.id));
  return mails.map((m) => /reset\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1] as string);
}

describe("password reset abuse", () => {
  it("a flood of made-up links is cut off with 429, costs no password hashing, and a login still gets in", async () => {
    const ravi = await newCustomer(t);
    const hashesBefore = passwordDerivations();
    const flood = Array.from({ length: 120 }, (_, i) =>
      t.post(
        "/api/password/reset/v1/",
        { token: `made-up-token-${i}-xxxxxxxxxxxxxxxx`, newpassword: "taken-over-1" },
        from("198.51.100.50"),
      ),
    );
    const started = performance.now();
    const loggedIn = t
      .post("/api/login/v1/", { email: ravi.email, password: ravi.password }, from("198.51.100.51"))
      .then((res) => ({ res, ms: Math.round(performance.now() - started) }));
    const answers = await Promise.all(flood);
    const { res, ms } = await loggedIn;
    expect(res.status).toBe(200);
    // A figure to read, not a limit: timings on a shared machine prove nothing.
    console.log(`login during a flood of 120 made-up reset links: ${ms} ms`);
    const statuses = answers.map((a) => a.status);
    // 60 tries an hour from one address (the limits table); the rest are refused at once.
    expect(statuses.filter((s) => s === 400)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60);
    // The only password hashed meanwhile was the login's: made-up tokens are looked up first.
    expect(passwordDerivations() - hashesBefore).toBe(1);
  });

  it("one link is tried at most 5 times an hour, from any number of addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.post(
        "/api/password/reset/v1/",
        { token: "guessed-token-aaaaaaaaaaaaaaaaaaaa", newpassword: "taken-over-1" },
        from(`192.0.2.${100 + i}`),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("using a link makes every older one fail", async () => {
    const asha = await newCustomer(t);
    await t.post("/api/password/forgot/v1/", { email: asha.email }, from("198.51.100.60"));
    await t.post("/api/password/forgot/v1/", { email: asha.email }, from("198.51.100.60"));
    const [newer, older] = await resetLinks(asha.email);
    expect(
      (await t.post("/api/password/reset/v1/", { token: newer, newpassword: "fresh-start-7" })).status,
    ).toBe(200);
    const stale = await t.post("/api/password/reset/v1/", { token: older, newpassword: "taken-over-7" });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe("This reset link is invalid or has expired. Please ask for a new one.");
    expect(
      (
        await t.post(
          "/api/login/v1/",
          { email: asha.email, password: "fresh-start-7" },
          from("198.51.100.61"),
        )
      ).status,
    ).toBe(200);
  });

  it("changing the password makes every outstanding link fail", async () => {
    const meera = await newCustomer(t);
    await t.post("/api/password/forgot/v1/", { email: meera.email }, from("198.51.100.62"));
    const [link] = await resetLinks(meera.email);
    const changed = await t.post("/api/profile/changepassword/v1/", {
      ...meera.auth,
      currentpassword: meera.password,
      newpassword: "new-harvest-8",
    });
    expect(changed.status).toBe(200);
    expect(
      (await t.post("/api/password/reset/v1/", { token: link, newpassword: "taken-over-8" })).status,
    ).toBe(400);
  });

  it("asking for links is limited per email with 429 and Retry-After, known or not", async () => {
    for (const email of ["kiran.limits@example.com", "nobody.limits@example.com"]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await t.post("/api/password/forgot/v1/", { email }, from(`192.0.2.${150 + i}`))).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });
});

describe("contact form limits", () => {
  const message = (email: string) => ({
    first_name: "Ravi",
    last_name: "Kumar",
    email,
    message: "Do you sell neem cake?",
  });

  it("keeps 5 messages an hour from one email, then answers 429 with Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await t.post("/api/contact/v1/", message("ravi.contact@example.com"), from(`192.0.2.${10 + i}`)))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await t.app.request("/api/contact/v1/", {
      method: "POST",
      headers: { "content-type": "application/json", ...from("192.0.2.40") },
      body: JSON.stringify(message("ravi.contact@example.com")),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("keeps 30 messages an hour from one address, and records the address the proxy saw", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.post(
        "/api/contact/v1/",
        message(`sender${i}@example.com`),
        from(`10.0.0.${i}, 198.51.100.70`),
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
    const kept = await t.database.db
      .select({ ip: contactMessages.ip })
      .from(contactMessages)
      .where(eq(contactMessages.email, "sender0@example.com"));
    expect(kept).toEqual([{ ip: "198.51.100.70" }]);
  });
});

describe("profile phone lookups", () => {
  it("an account may try 10 new phone numbers an hour; a name change does not count", async () => {
    const anil = await newCustomer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.post("/api/profile/update/v1/", {
        ...anil.auth,
        fullname: "Anil Bose",
        phonenumber: `93000000${String(i).padStart(2, "0")}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const nameOnly = await t.post("/api/profile/update/v1/", {
      ...anil.auth,
      fullname: "Anil K. Bose",
      phonenumber: "9300000009",
    });
    expect(nameOnly.status).toBe(200);
  });
});

describe("signup limits", () => {
  it("one email is tried 5 times an hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.post(
        "/api/signup/v1/",
        {
          fullname: "Bulk Bot",
          phonenumber: `94000000${String(i).padStart(2, "0")}`,
          email: "same.bot@example.com",
          password: "bot-password-1",
          confirmpassword: "bot-password-1",
        },
        from(`192.0.2.${60 + i}`),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 409, 409, 409, 409, 429]);
  });

  it("the per-address ceiling is tunable by environment, and a busy address is served up to it", async () => {
    const app = await createTestApp({ TRUST_PROXY: "true", RATE_LIMIT_SIGNUP_ADDRESS: "12/1h" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) {
        const n = String(i).padStart(2, "0");
        const res = await app.post(
          "/api/signup/v1/",
          {
            fullname: "Village Shop Customer",
            phonenumber: `95000000${n}`,
            email: `farmer${n}@example.com`,
            password: "green-fields-42",
            confirmpassword: "green-fields-42",
          },
          from("198.51.100.90"),
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
      expect(statuses[12]).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe("the Origin check", () => {
  it("believes X-Forwarded-Host only behind a trusted proxy", async () => {
    // A cookie-only change from a page whose Origin matches the forwarded host.
    const cookieOnly = (app: typeof t, sessionKey: string) =>
      app.app.request("/api/profile/details/v1/", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: `sid=${sessionKey}`,
          origin: "https://shop.example",
          "x-forwarded-host": "shop.example",
        },
        body: "{}",
      });
    const proxied = await newCustomer(t);
    expect((await cookieOnly(t, proxied.sessionKey)).status).toBe(200);
    const direct = await createTestApp({});
    try {
      const customer = await newCustomer(direct);
      // No proxy: anyone can send the header, so the Host decides, and it is not shop.example.
      const res = await cookieOnly(direct, customer.sessionKey);
      expect(res.status).toBe(403);
    } finally {
      await direct.close();
    }
  });
});

describe("caching of customers' data", () => {
  it("every API answer says no-store, failures included", async () => {
    const customer = await newCustomer(t);
    for (const [path, body] of [
      ["/api/profile/details/v1/", customer.auth],
      ["/api/cart/lists/v1/", { ...customer.auth, limit: "" }],
      ["/api/order/lists/v1/", { ...customer.auth, limit: "" }],
      ["/api/profile/details/v1/", {}],
    ] as const) {
      const res = await t.app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
