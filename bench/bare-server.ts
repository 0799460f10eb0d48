// The baseline: a bare node:http server answering the same JSON body as the shop's listing
// (BARE_BODY_FILE), serialised on every request as a real handler would.
import { readFileSync } from "node:fs";
import http from "node:http";

const port = Number(process.env.PORT ?? 3901);
const payload = JSON.parse(readFileSync(process.env.BARE_BODY_FILE as string, "utf8"));
http
  .createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const body = JSON.stringify(payload);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(body);
    });
  })
  .listen(port, "127.0.0.1", () => console.log(`bare server on ${port}`));
