import { authFields } from "~/components/account/storage";
import { sayInBrowser } from "~/i18n/i18n";
import type { LoginData, UserData } from "./login-data";

/**
 * The browser's one way to call the shop's API (docs/api.md): POSTs JSON with the customer's
 * fields and turns every outcome, a network failure included, into the API's envelope.
 */
export interface ApiAnswer<T = unknown> {
  status: number;
  message: string;
  data?: T;
  errors?: Record<string, string>;
  /** The HTTP status; 0 when the shop could not be reached. */
  http: number;
}

export type { LoginData, UserData } from "./login-data";

export interface ProfileData {
  fullname: string;
  phonenumber: string;
  email: string;
}

/**
 * The answer's `data` of each endpoint the pages call, so a call is typed by its path alone.
 * The server checks its answers against the same shapes in its tests (each module's `<area>.present.ts`).
 */
export interface Endpoints {
  "/api/signup/v1/": UserData;
  "/api/login/v1/": LoginData;
  "/api/logout/v1/": null;
  "/api/profile/details/v1/": ProfileData;
  "/api/profile/update/v1/": ProfileData;
  "/api/profile/changepassword/v1/": null;
  "/api/password/forgot/v1/": null;
  "/api/password/reset/v1/": null;
  "/api/contact/v1/": null;
  "/api/bulkorder/add/v1/": { enquiry_id: number };
}

export const OFFLINE = "Could not reach the shop. Please check your connection and try again.";

/** POSTs JSON to the shop's API with the customer's fields; a network failure becomes status 0. */
export function callApi<P extends keyof Endpoints>(path: P, body?: object): Promise<ApiAnswer<Endpoints[P]>>;
export function callApi<T = unknown>(path: string, body?: object): Promise<ApiAnswer<T>>;
export async function callApi(path: string, body: object = {}): Promise<ApiAnswer> {
  try {
    const res = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ ...authFields(), ...body }),
    });
    const answer: unknown = await res.json();
    return { ...envelope(answer), http: res.status };
  } catch {
    return { status: 0, message: sayInBrowser(OFFLINE), http: 0 };
  }
}

/** Reads the envelope without trusting it: a proxy's error page or odd JSON becomes a failure. */
export function envelope(answer: unknown): Omit<ApiAnswer, "http"> {
  if (!answer || typeof answer !== "object") return { status: 0, message: sayInBrowser(OFFLINE) };
  const a = answer as Record<string, unknown>;
  return {
    status: Number(a.status) === 1 ? 1 : 0,
    message: typeof a.message === "string" ? a.message : "",
    data: a.data,
    errors: a.errors && typeof a.errors === "object" ? (a.errors as Record<string, string>) : undefined,
  };
}
