import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/** Whether a reverse proxy stands in front of the shop, and how many (TRUST_PROXY, TRUST_PROXY_HOPS). */
export interface ProxyTrust {
  trustProxy: boolean;
  proxyHops: number;
}

const socketAddress = (c: Context) =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress ?? "local";

/**
 * The client's address. Without a trusted proxy: the socket's. Behind one, X-Forwarded-For
 * holds the client's own entries (anything it likes) on the left and each proxy's addition on
 * the right; the address the outermost trusted proxy saw is the n-th from the right
 * (n = TRUST_PROXY_HOPS, 1 by default). Fewer entries than proxies: the left-most, which a
 * trusted proxy still wrote.
 */
export function clientAddress(c: Context, proxy: ProxyTrust): string {
  if (!proxy.trustProxy) return socketAddress(c);
  const entries = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - proxy.proxyHops)] ?? socketAddress(c);
}

/** The host the browser asked for: X-Forwarded-Host only from a trusted proxy. */
export const requestedHost = (c: Context, proxy: ProxyTrust) =>
  (proxy.trustProxy ? c.req.header("x-forwarded-host") : undefined) ?? c.req.header("host");

/** Works out the client's address and host once per request, for every part of the app. */
export function clientMiddleware(proxy: ProxyTrust): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("clientAddress", clientAddress(c, proxy));
    c.set("requestedHost", requestedHost(c, proxy));
    await next();
  };
}

/** Where this request comes from (see clientAddress): what limits count and records keep. */
export const addressOf = (c: Context<AppEnv>) => c.get("clientAddress");
