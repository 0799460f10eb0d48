import http from "node:http";

/** Answers a fake's request with a status and a JSON body. */
export type JsonAnswer = (status: number, body: object) => void;

/**
 * A fake of a JSON API on a free loopback port: `handle` gets each request with its whole body
 * (as text) and a way to answer in JSON. Gives its url, and `close` (open connections too).
 */
export async function startJsonFake(
  handle: (req: http.IncomingMessage, raw: string, answer: JsonAnswer) => unknown,
) {
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const answer: JsonAnswer = (status, body) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      void handle(req, raw, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
