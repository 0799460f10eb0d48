import { type ApiAnswer, envelope, OFFLINE } from "~/lib/api";

/**
 * The back office's one way to call /api/admin/v1 (server/http/admin-api.ts): POSTs JSON with
 * the staff cookie (sent by the browser, scoped to /api/admin) and turns every outcome, a
 * network failure included, into the API's envelope. `path` is below /api/admin/v1.
 */
export async function callAdmin<T = unknown>(path: string, body: object = {}): Promise<ApiAnswer<T>> {
  try {
    const res = await fetch(`/api/admin/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    return { ...(envelope(await res.json()) as Omit<ApiAnswer<T>, "http">), http: res.status };
  } catch {
    return { status: 0, message: OFFLINE, http: 0 };
  }
}
