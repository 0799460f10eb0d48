import http from "node:http";

/** One SMS request as the fake received it. */
export interface Msg91Request {
  authkey: string | undefined;
  body: {
    template_id: string;
    sender: string;
    DLT_TE_ID: string;
    PE_ID: string;
    recipients: Record<string, string>[];
  };
}

/**
 * A local fake of MSG91's Flow API (`POST /api/v5/flow`) for tests: it checks the auth key and
 * answers as MSG91 does (`{ type: "success", message: <request id> }`). `state` makes it fail:
 * `failNext` answers that many requests with a 500, `refuseNext` with MSG91's `type: "error"`,
 * `delayMs` answers late.
 */
export async function startMsg91Fake(authKey: string) {
  const state = { failNext: 0, refuseNext: 0, delayMs: 0, requests: [] as Msg91Request[] };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", async () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/api/v5/flow")
        return answer(404, { type: "error", message: "Not found" });
      const authkey = req.headers.authkey as string | undefined;
      state.requests.push({ authkey, body: JSON.parse(raw || "{}") });
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (authkey !== authKey) return answer(401, { type: "error", message: "Authentication failure" });
      if (state.failNext > 0) {
        state.failNext -= 1;
        return answer(500, { type: "error", message: "Internal error" });
      }
      if (state.refuseNext > 0) {
        state.refuseNext -= 1;
        return answer(200, { type: "error", message: "Template not approved" });
      }
      answer(200, { type: "success", message: `36${String(state.requests.length).padStart(22, "0")}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
