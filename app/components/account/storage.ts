import type { LoginData } from "~/lib/login-data";

/**
 * The seven browser storage keys the storefront's client has always kept. The server trusts
 * only its HttpOnly session cookie; these keys let the page send user_id and sessionkey with
 * each call, as the API's contract asks.
 */
export const STORAGE_KEYS = [
  "isLoggedIn",
  "userid",
  "fullname",
  "email",
  "phonenumber",
  "session_key",
  "userlogo",
] as const;

export function saveLogin(data: LoginData) {
  localStorage.setItem("isLoggedIn", "1");
  localStorage.setItem("userid", String(data.userid));
  localStorage.setItem("fullname", data.fullname);
  localStorage.setItem("email", data.email);
  localStorage.setItem("phonenumber", data.phonenumber);
  localStorage.setItem("session_key", data.session_key);
  localStorage.setItem("userlogo", data.userlogo ?? "");
}

/** After a profile change: the stored name and phone follow. */
export function saveProfile(profile: { fullname: string; phonenumber: string }) {
  localStorage.setItem("fullname", profile.fullname);
  localStorage.setItem("phonenumber", profile.phonenumber);
}

export function clearLogin() {
  for (const key of STORAGE_KEYS) localStorage.removeItem(key);
}

/** user_id and sessionkey for a customer call, when the browser holds them. */
export function authFields(): { user_id?: number; sessionkey?: string } {
  if (typeof localStorage === "undefined" || localStorage.getItem("isLoggedIn") !== "1") return {};
  const userId = Number(localStorage.getItem("userid"));
  const key = localStorage.getItem("session_key") ?? undefined;
  return Number.isInteger(userId) && userId > 0 && key ? { user_id: userId, sessionkey: key } : {};
}
