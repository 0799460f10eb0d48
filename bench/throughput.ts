// Throughput of the hot endpoints and an SSR page, side by side with a bare node:http JSON
// server measured in the same run. Usage: npm run build && node --import tsx bench/throughput.ts
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fmt, load, root, startShop, waitFor } from "./lib";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const shopPort = 3900;
const barePort = 3901;

const shop = await startShop(shopPort);
const shopUrl = `http://127.0.0.1:${shopPort}`;
// The baseline answers exactly the listing's JSON, so both serialise the same bytes.
const listingBody = await (
  await fetch(`${shopUrl}/api/products/lists/v1/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"categorykey":"fertilizers"}',
  })
).text();
const bodyFile = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-")), "listing.json");
writeFileSync(bodyFile, listingBody);
const bare = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench", "bare-server.ts")], {
  env: { ...process.env, PORT: String(barePort), BARE_BODY_FILE: bodyFile },
  stdio: "ignore",
});
await waitFor(`http://127.0.0.1:${barePort}/`);

try {
  // Warm up both (JIT, caches, connection pools).
  await load(`http://127.0.0.1:${barePort}/`, { seconds: 2 });
  await load(`${shopUrl}/api/products/lists/v1/`, {
    method: "POST",
    body: '{"categorykey":"fertilizers"}',
    seconds: 2,
  });

  const baseline = await load(`http://127.0.0.1:${barePort}/`, { method: "POST", body: "{}", seconds });
  const listing = await load(`${shopUrl}/api/products/lists/v1/`, {
    method: "POST",
    body: '{"categorykey":"fertilizers"}',
    seconds,
  });
  const search = await load(`${shopUrl}/api/products/search/v1/`, {
    method: "POST",
    body: '{"searchkey":"neem oil"}',
    seconds,
  });
  const ssr = await load(`${shopUrl}/products/fertilizers`, { seconds });

  console.log(`\nThroughput at 50 connections, ${seconds} s each (2 cores shared by client and server)`);
  console.log(`bare node:http, same JSON    ${fmt(baseline)}   (${listingBody.length} bytes)`);
  console.log(
    `/api/products/lists/v1/      ${fmt(listing)}   ratio ${(listing.rps / baseline.rps).toFixed(2)}`,
  );
  console.log(
    `/api/products/search/v1/     ${fmt(search)}   ratio ${(search.rps / baseline.rps).toFixed(2)}`,
  );
  console.log(`SSR GET /products/fertilizers ${fmt(ssr)}`);
  console.log(`engine: ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
} finally {
  shop.kill("SIGTERM");
  bare.kill("SIGTERM");
}
