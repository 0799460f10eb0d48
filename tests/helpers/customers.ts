import { sql } from "drizzle-orm";
import type { TestApp } from "./app";

let counter = 0;

/**
 * Signs up and logs in a new customer through the API; returns the login data.
 * The app must trust X-Forwarded-For (createTestApp({ TRUST_PROXY: "true" })).
 */
export async function newCustomer(
  t: TestApp,
  overrides: Partial<{ email: string; phonenumber: string; password: string }> = {},
) {
  counter++;
  const suffix = `${process.pid % 1000}${counter}`.padStart(6, "0").slice(-6);
  const account = {
    fullname: `Test Customer ${counter}`,
    email: overrides.email ?? `customer${suffix}@example.com`,
    phonenumber: overrides.phonenumber ?? `9${suffix}${counter % 10}00`.slice(0, 10),
    password: overrides.password ?? "green-fields-42",
  };
  // Each test customer arrives from its own address, so the per-IP limits stay out of the way.
  const from = { "x-forwarded-for": `203.0.113.${counter % 250}` };
  const signup = await t.post("/api/signup/v1/", { ...account, confirmpassword: account.password }, from);
  if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const login = await t.post("/api/login/v1/", { email: account.email, password: account.password }, from);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const data = login.body.data as { userid: number; session_key: string };
  return {
    ...account,
    userId: data.userid,
    sessionKey: data.session_key,
    auth: { user_id: data.userid, sessionkey: data.session_key },
  };
}

/**
 * The customer's phone number confirmed earlier (users.phone_verified_at), as a customer who
 * once confirmed a cash on delivery order by SMS: their COD orders are confirmed at once, with
 * no code to wait for (docs/decisions/0037-cod-confirmation.md).
 */
export async function confirmPhone(t: TestApp, userId: number) {
  await t.database.db.execute(sql`update users set phone_verified_at = now() where id = ${userId}`);
}
