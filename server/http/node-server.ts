import type http from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "../logger";

/**
 * How long a client may take, in milliseconds: its headers, and its whole request with the
 * body. A body that has not arrived in 30 s is dropped (408), so slow senders cannot hold
 * memory or connections for the 5 minutes Node allows by default.
 */
export const REQUEST_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** Options for `http.createServer`: the timeouts above, checked every second. */
export const serverOptions = (): http.ServerOptions => ({
  requestTimeout: REQUEST_TIMEOUTS.requestMs,
  headersTimeout: REQUEST_TIMEOUTS.headersMs,
  keepAliveTimeout: REQUEST_TIMEOUTS.keepAliveMs,
  // Node looks for requests past their time this often (30 s by default, which would let
  // a slow body live up to a minute).
  connectionsCheckingInterval: 1_000,
});

/**
 * Caps the connections one address may hold open at once (MAX_CONNECTIONS_PER_ADDRESS; 0:
 * no cap). Past it a new connection is closed at once, before it can send anything.
 */
export function capConnectionsPerAddress(server: http.Server, max: number, logger: Logger) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  let warned = 0;
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      // One log line a minute at most: a flood must not flood the log too.
      if (Date.now() - warned > 60_000) {
        warned = Date.now();
        logger.warn({ address, max }, "connection refused: too many open connections from one address");
      }
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
