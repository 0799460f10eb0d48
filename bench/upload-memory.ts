// Memory of one worker while staff upload big photos (issue "Money and privilege"): the built
// shop with WEB_CONCURRENCY=1, four 49-megapixel JPEGs (7000 × 7000) uploaded at once, then eight
// at once; the worker's resident memory (RSS, from /proc) sampled every 50 ms, its peak against
// the target of 400 MB, and what each upload was answered (200, or 503 with Retry-After once two
// are being processed and four wait).
// Usage: npm run build && npm run bench:upload-memory
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createStaff } from "../e2e/helpers/own-shop";
import { createThrowawayDatabase } from "../e2e/helpers/postgres";
import { startShop } from "./lib";

const port = Number(process.env.BENCH_PORT ?? 3940);
const base = `http://127.0.0.1:${port}`;
const TARGET_MB = 400;
const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "shop-bench-")), "data");
const member = {
  email: "uploads@bench.example",
  name: "Bench Uploads",
  role: "manager" as const,
  password: "bench-uploads-42",
};

/** A 49-megapixel photo-like JPEG (noise compresses like a field photo), different per seed. */
async function photo(seed: number) {
  const side = 7000;
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: "#556b2f",
      noise: { type: "gaussian", mean: 100 + seed, sigma: 8 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024);
}

// On PostgreSQL (a throwaway database), as a shop with real traffic runs: PGlite's engine would
// sit in the worker's own memory (some 350 MB) and hide what the pictures take.
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const database = await createThrowawayDatabase(serverUrl, "bench_uploads");
createStaff({ DATA_DIR: dataDir, DATABASE_URL: database.url }, member);
const shop = await startShop(port, { DATA_DIR: dataDir, DATABASE_URL: database.url, WEB_CONCURRENCY: "1" });
const pid = shop.pid as number;
console.log(`worker RSS after start: ${rssMb(pid)} MB`);
try {
  const signIn = await fetch(`${base}/api/admin/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0];
  console.log(`worker RSS after a staff sign-in: ${rssMb(pid)} MB`);
  const photos = await Promise.all(Array.from({ length: 8 }, (_, i) => photo(i)));
  console.log(`photos: 8 × 7000 × 7000 JPEG, ${(photos[0].length / 1e6).toFixed(1)} MB each`);
  for (const n of [4, 8]) {
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 50);
    const before = rssMb(pid);
    const answers = await Promise.all(
      photos.slice(0, n).map(async (bytes, i) => {
        const form = new FormData();
        form.append("file", new File([bytes], `field-${n}-${i}.jpg`, { type: "image/jpeg" }));
        const res = await fetch(`${base}/api/admin/v1/uploads/image`, {
          method: "POST",
          headers: { cookie, origin: base },
          body: form,
        });
        return `${res.status}${res.headers.get("retry-after") ? ` (Retry-After ${res.headers.get("retry-after")})` : ""}`;
      }),
    );
    clearInterval(sampler);
    console.log(
      `${n} at once: RSS before ${before} MB, peak ${peak} MB (target ≤ ${TARGET_MB} MB: ${peak <= TARGET_MB ? "met" : "NOT met"}); answers: ${answers.join(", ")}`,
    );
  }
} finally {
  shop.kill("SIGTERM");
  await new Promise((resolve) => shop.once("exit", resolve));
  await database.drop();
}
