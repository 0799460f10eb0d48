import { authFields } from "~/components/account/storage";

/**
 * The browser's one way to call the shop's API (docs/api.md): POSTs JSON with the customer's
 * fields and turns every outcome, a network failure included, into the API's envelope.
 */
export interface ApiAnswer<T = unknown> {
  status: number;
  message: string;
  data?: T;
  errors?: Record<string, string>;
}

/** POSTs JSON to the shop's API with the customer's fields; a network failure becomes status 0. */
export async function callApi<T = unknown>(
  path: string,
  body: object = {},
): Promise<ApiAnswer<T> & { http: number }> {
  try {
    const res = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ ...authFields(), ...body }),
    });
    const answer = (await res.json()) as ApiAnswer<T>;
    return { ...answer, status: Number(answer.status), http: res.status };
  } catch {
    return {
      status: 0,
      message: "Could not reach the shop. Please check your connection and try again.",
      http: 0,
    };
  }
}
