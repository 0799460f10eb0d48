import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Hono, type MiddlewareHandler } from "hono";
import { ACCOUNT_HEADER, GUEST } from "../../lib/offline";
import { sessionKeyFromCookies } from "../../lib/session-cookie";
import type { OfflineSettings } from "../modules/settings";
import type { AppEnv } from "./app-env";

/**
 * What the service worker needs of the server (docs/decisions/0051-offline.md): whose each page
 * is, the worker itself (or, while the owner's switch is off, a worker that removes itself), and
 * the web app manifests that make the shop installable, in English and Hindi.
 */

/**
 * Every storefront answer names whose it is: "guest", or a tag of the session (a hash: the key
 * itself never leaves the cookie). The worker keeps a signed-in page for that tag alone and
 * drops it when another tag, or a guest's page, comes.
 */
export function accountHeader(isBackOffice: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (isBackOffice(c.req.path)) return;
    const key = sessionKeyFromCookies(c.req.header("cookie"));
    c.res.headers.set(ACCOUNT_HEADER, key ? accountTag(key) : GUEST);
  };
}

export const accountTag = (sessionKey: string) =>
  `s-${createHash("sha256").update(`shop-account:${sessionKey}`).digest("hex").slice(0, 20)}`;

/**
 * The worker that takes the place of the shop's own when the owner turns offline use off: it
 * empties every cache it kept and unregisters itself, and the pages it controlled load afresh.
 */
export const REMOVING_WORKER = `self.addEventListener("install",function(){self.skipWaiting()});
self.addEventListener("activate",function(e){e.waitUntil(caches.keys().then(function(k){return Promise.all(k.map(function(n){return caches.delete(n)}))}).then(function(){return self.registration.unregister()}).then(function(){return self.clients.matchAll({type:"window"})}).then(function(cs){cs.forEach(function(c){c.navigate(c.url)})}))});`;

export interface OfflineDeps {
  /** Directory of the built browser assets; the worker is built beside it (build/sw/sw.js). */
  clientDir: string;
  settings: () => Promise<OfflineSettings>;
  shop: () => Promise<{ name: string; shortName: string; nameHi: string }>;
}

export function offlineRoutes(deps: OfflineDeps) {
  const app = new Hono<AppEnv>();
  let worker: string | null = null;
  const built = () => {
    worker ??= readFileSync(path.join(deps.clientDir, "..", "sw", "sw.js"), "utf8");
    return worker;
  };

  app.get("/sw.js", async (c) => {
    const { serviceWorker } = await deps.settings();
    const { name, nameHi } = await deps.shop();
    const body = serviceWorker
      ? `self.__SHOP_NAMES=${JSON.stringify({ en: name, hi: nameHi || name })};\n${built()}`
      : REMOVING_WORKER;
    return c.body(body, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      // Asked again at every visit: a new version, or the owner's switch, takes effect at once.
      "Cache-Control": "no-cache",
    });
  });

  const manifest =
    (lang: "en" | "hi"): MiddlewareHandler<AppEnv> =>
    async (c) => {
      const shop = await deps.shop();
      const name = lang === "hi" && shop.nameHi ? shop.nameHi : shop.name;
      return c.body(
        JSON.stringify({
          name,
          short_name: lang === "hi" && shop.nameHi ? shop.nameHi : shop.shortName,
          lang: lang === "hi" ? "hi-IN" : "en-IN",
          dir: "ltr",
          start_url: "/",
          scope: "/",
          id: "/",
          display: "standalone",
          background_color: "#ffffff",
          theme_color: "#166534",
          icons: [
            { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
            { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
            { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        }),
        200,
        {
          "Content-Type": "application/manifest+json; charset=utf-8",
          "Cache-Control": "public, max-age=3600",
        },
      );
    };
  app.get("/manifest.webmanifest", manifest("en"));
  app.get("/manifest.hi.webmanifest", manifest("hi"));
  return app;
}
