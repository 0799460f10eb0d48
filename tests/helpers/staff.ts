import { beforeAll } from "vitest";
import type { StaffRole } from "../../lib/staff-roles";
import { COMMAND_LINE } from "../../server/modules/staff/audit";
import type { TestApp } from "./app";

let counter = 0;
export const STAFF_PASSWORD = "back-office-42";

/** What a packer (or any role short of manager) is told for an action that needs the owner or a manager. */
export const OWNER_OR_MANAGER =
  "Your role cannot do this: it needs the owner or manager role. Ask the shop's owner if you need it.";

/** Sets a cookie header from a response's Set-Cookie (the staff cookie, as the browser keeps it). */
export function staffCookieFrom(setCookie: string | null): string {
  const match = /staff_session=([^;]+)/.exec(setCookie ?? "");
  if (!match) throw new Error(`no staff cookie in ${setCookie}`);
  return `staff_session=${match[1]}`;
}

/** POSTs to an admin API path with a staff member's cookie. */
export const adminPost = (t: TestApp, cookie: string, path: string, body: unknown = {}, headers = {}) =>
  t.post(`/api/admin/v1${path}`, body, { cookie, ...headers });

/** Signs in through the API; returns the cookie header to send afterwards. */
export async function signIn(t: TestApp, email: string, password = STAFF_PASSWORD, code?: string) {
  counter++;
  const res = await t.app.request("/api/admin/v1/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${counter % 250}` },
    body: JSON.stringify({ email, password, code }),
  });
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status} ${await res.text()}`);
  return staffCookieFrom(res.headers.get("set-cookie"));
}

/** A new staff member (created as the command line does) and their signed-in cookie. */
export async function newStaff(t: TestApp, role: StaffRole) {
  counter++;
  const email = `${role}${counter}.${process.pid}@staff.example.com`;
  const member = await t.services.staff.create(COMMAND_LINE, {
    email,
    name: `${role[0].toUpperCase()}${role.slice(1)} ${counter}`,
    role,
    password: STAFF_PASSWORD,
  });
  return { ...member, cookie: await signIn(t, email) };
}

export type TestStaff = Awaited<ReturnType<typeof newStaff>>;

/**
 * A packer, a manager and an owner, signed in, for the whole test file (made in `beforeAll`,
 * so call it after the file's test app; read them inside the tests).
 */
export function staffForFile(t: TestApp) {
  const team = {} as Record<"packer" | "manager" | "owner", TestStaff>;
  beforeAll(async () => {
    for (const role of ["packer", "manager", "owner"] as const) team[role] = await newStaff(t, role);
  });
  return team;
}
