// Builds the service worker (app/sw/service-worker.ts) into build/sw/sw.js, with the list of files
// it saves at install: the scripts and styles of the storefront's pages, from React Router's
// manifest (never the back office's). The list carries each file's hashed name, so the worker's
// bytes change with every release and browsers take the new one (docs/decisions/0051-offline.md).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const assets = "build/client/assets";
const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("build/client has no React Router manifest: run react-router build first");
const text = readFileSync(path.join(assets, manifestFile), "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));

/** The pages that open offline (lib/offline.ts); the rest need the network and load their scripts then. */
const OFFLINE_PAGES = new Set([
  "root",
  "routes/home",
  "routes/products.$category",
  "routes/plants",
  "routes/agro",
  "routes/vegetable-seeds",
  "routes/tea-product",
  "routes/product-info.$id",
  "routes/cart",
  "routes/crops",
  "routes/crops.$crop",
  "routes/order",
  "routes/order.$orderId",
  "routes/blog",
  "routes/blog-details.$title",
  "routes/about-us",
  "routes/contact-us",
  "routes/bulk-order",
  "routes/privacy-policy",
]);
const files = new Set([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
for (const route of Object.values(manifest.routes)) {
  if (!OFFLINE_PAGES.has(route.id)) continue;
  for (const f of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) if (f) files.add(f);
}
const entries = [...files].sort().map((url) => ({ url, revision: null }));
// What installing costs a phone: the files gzipped, as the server sends them.
const bytes = entries.reduce(
  (sum, e) => sum + gzipSync(readFileSync(path.join("build/client", e.url))).length,
  0,
);

await build({
  entryPoints: ["app/sw/service-worker.ts"],
  outfile: "build/sw/sw.js",
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "chrome100",
  minify: true,
  define: { "self.__SW_MANIFEST": JSON.stringify(entries), "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});
const size = statSync("build/sw/sw.js").size;
console.log(
  `service worker built: build/sw/sw.js (${(size / 1024).toFixed(1)} KB), saving ${entries.length} files (${(bytes / 1024).toFixed(0)} KB compressed) at install`,
);
