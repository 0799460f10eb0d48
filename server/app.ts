import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import type { Lang } from "../lib/i18n/language";
import { ROUTE_MANIFEST_PATH } from "../lib/offline";
import { sessionKeyFromCookies } from "../lib/session-cookie";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { healthRoutes, type Lifecycle, type MetricsSource } from "./health";
import { apiRouter } from "./http/api-router";
import { type AppEnv, ONE_MIB, requestLog, TOO_LARGE } from "./http/app-env";
import { addressOf, clientMiddleware } from "./http/client-ip";
import { compression } from "./http/compression";
import { fail } from "./http/envelope";
import { errorHandler } from "./http/error-handler";
import { languageMiddleware } from "./http/language";
import { accountHeader, offlineRoutes } from "./http/offline";
import type { Logger } from "./logger";
import { createMetrics, type Metrics } from "./metrics";
import { invoicePages } from "./modules/invoices/invoices.pages";
import { licenceScanFiles } from "./modules/licences/licences.files";
import { sandboxApi } from "./modules/payments/sandbox";
import { uploadedFiles } from "./modules/uploads/uploads.files";
import { customerPieces, type PagePersonal } from "./page-cache/customer-pieces";
import { guestPages } from "./page-cache/guest-pages";
import { pagePersonalOf } from "./page-cache/page-personal";
import { securityHeaders } from "./security-headers";
import type { Services } from "./services";

/**
 * Renders a page with React Router; given the request, the per-request CSP nonce, the language
 * and the client's address (what a page's action counts its rate limits by).
 */
export type PageRenderer = (
  request: Request,
  nonce: string,
  lang: Lang,
  clientAddress: string,
  personal?: PagePersonal,
) => Promise<Response>;

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: Database;
  services: Services;
  /** Absent in tests that exercise only the API. */
  renderPage?: PageRenderer;
  /** Directory of the built browser assets (production only). */
  clientDir?: string;
  /** Draining after SIGTERM (server/start.ts); /readyz answers 503 then. */
  lifecycle?: Lifecycle;
  /** This process's metrics (server/metrics.ts); tests get a registry of their own. */
  metrics?: Metrics;
  /** What /metrics serves: this process's registry unless the workers' sum is given (cluster). */
  metricsSource?: MetricsSource;
  /** A page address's route pattern (`/products/:category`), the label /metrics counts it under. */
  pagePattern?: (pathname: string) => string;
}

export { ONE_MIB, TOO_LARGE };

export function createApp(deps: AppDeps) {
  const { config, logger, database } = deps;
  const app = new Hono<AppEnv>();
  const metrics = deps.metrics ?? createMetrics({ database, processMetrics: false });

  app.use(metrics.requests);
  app.use(requestId());
  const logRequests = logger.isLevelEnabled("info");
  const checkResponses = config.nodeEnv === "test";
  app.use(async (c, next) => {
    c.set("logger", logger);
    if (checkResponses) c.set("checkResponses", true);
    if (!logRequests) return next();
    const started = performance.now();
    await next();
    requestLog(c).info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(clientMiddleware(config));
  app.use(
    ...securityHeaders({
      dev: config.nodeEnv === "development",
      trustProxy: config.trustProxy,
      razorpay: config.payment.provider === "razorpay",
    }),
  );
  // A response that sets a cookie (a session, the language asked for) is one visitor's: no
  // browser or shared cache keeps it, whatever the handler said.
  // Every back-office answer (pages, their data, the admin API) is a staff member's: the same.
  app.use(async (c, next) => {
    await next();
    if (c.res.headers.has("set-cookie") || isBackOfficePath(c.req.path))
      c.res.headers.set("Cache-Control", "private, no-store");
  });

  // Every request's language, once: pages render in it and the API's messages are said in it.
  app.use(languageMiddleware({ secureCookies: config.publicUrl.startsWith("https:") }));

  // The back office is never indexed: its pages say so in a meta tag too (app/routes/admin/layout.tsx).
  app.use(async (c, next) => {
    await next();
    if (isBackOffice(c.req.path)) c.header("X-Robots-Tag", "noindex, nofollow");
  });

  // Whose each storefront answer is, for the service worker's caches (server/http/offline.ts).
  app.use(accountHeader(isBackOfficePath));

  // Pages, their navigation data and API answers in Brotli or gzip, as the browser asks.
  app.use(compression());

  // Guest pages from memory (server/page-cache/): a kept page is served here, before the
  // static files' look-up; the page handler below renders and keeps the rest.
  const pieces = deps.renderPage
    ? customerPieces({
        authenticate: (key) => deps.services.accounts.authenticate(key),
        cartCount: (userId) => deps.services.cart.count(userId),
        bus: deps.services.bus,
      })
    : undefined;
  const pages = deps.renderPage
    ? guestPages({
        ttlSeconds: config.cacheTtlSeconds,
        pagePattern: deps.pagePattern,
        variant: config.payment.provider,
        bus: deps.services.bus,
        pieces,
        personalOf: pagePersonalOf(deps.services.reviews),
      })
    : undefined;
  if (pieces)
    app.use(async (c, next) => {
      await next();
      // A form or call of this session may have changed its cart: its next page reads it afresh
      // (the database's NOTIFY says so too, a moment later, to every process).
      const session = sessionKeyFromCookies(c.req.header("cookie"));
      if (session && !isReadOnly(c.req.method)) pieces.forgetSession(session);
    });
  if (pages) app.use(pages.serveCached);

  app.route(
    "/",
    healthRoutes({
      database,
      lifecycle: deps.lifecycle ?? { draining: false },
      metricsToken: config.metricsToken,
      metrics:
        deps.metricsSource ??
        (async () => ({ text: await metrics.registry.metrics(), contentType: metrics.registry.contentType })),
    }),
  );

  const limit = bodyLimit({ maxSize: ONE_MIB, onError: (c) => fail(c, 413, TOO_LARGE) });
  app.route("/api", apiRouter(config, deps.services));
  // The sandbox plays the payment provider's checkout; it does not exist with Razorpay.
  if (config.payment.provider === "sandbox") {
    app.use("/sandbox/*", limit);
    app.route("/sandbox", sandboxApi(config.payment.keySecret));
  }

  app.onError(errorHandler(logger));

  // Uploaded pictures: content-hash names, cached for good (server/modules/uploads/uploads.files.ts).
  app.route("/uploads", uploadedFiles(deps.services.uploads.storage, logger));

  if (deps.clientDir) {
    // The service worker (or the one that removes it) and the web app manifests.
    app.route(
      "/",
      offlineRoutes({
        clientDir: deps.clientDir,
        settings: () => deps.services.settings.offline(),
        shop: async () => {
          const b = await deps.services.settings.business();
          return { name: b.name, shortName: b.shortName, nameHi: b.hi?.name ?? "" };
        },
      }),
    );
    // Built assets carry a content hash in their names, so they never change; the rest may.
    // Text files have .br and .gz copies made at build time (scripts/precompress.mjs), sent
    // to browsers that take them.
    const files = (cacheControl: string) =>
      serveStatic({
        root: deps.clientDir,
        precompressed: true,
        onFound: (path, c) => {
          c.header("Cache-Control", cacheControl);
          if (PRECOMPRESSED.test(path)) c.header("Vary", "Accept-Encoding");
          c.set("metricsRoute", "(static file)");
        },
      });
    app.use("/assets/*", files("public, max-age=31536000, immutable"));
    app.use("*", files("public, max-age=86400"));
  }

  // Invoices as printable pages and PDFs; anything else under these paths goes on to the pages' 404.
  app.route(
    "/",
    invoicePages({
      invoices: deps.services.invoices,
      accounts: deps.services.accounts,
      sessions: deps.services.staff.sessions,
    }),
  );

  // A licence's PDF scan, for the owner, as a download (server/modules/licences/licences.files.ts).
  app.route(
    "/",
    licenceScanFiles({
      licences: deps.services.licences,
      uploads: deps.services.uploads,
      sessions: deps.services.staff.sessions,
      logger,
    }),
  );

  if (deps.renderPage) {
    const render = deps.renderPage;
    const pattern = deps.pagePattern;
    app.all("*", async (c) => {
      c.set("metricsRoute", pattern ? pattern(c.req.path) : "(page)");
      // A form posted to a page (its route's action) must come from the shop's own pages.
      if (!isReadOnly(c.req.method) && !sameOriginPost(c))
        return c.text("This form did not come from the shop's pages.", 403);
      const renderHere = (personal?: PagePersonal) =>
        render(c.req.raw, c.get("secureHeadersNonce") ?? "", c.get("lang"), addressOf(c), personal);
      const res = pages ? await pages.render(c, renderHere) : await renderHere();
      // A page for a signed-in customer shows their name, cart, orders or addresses: never
      // kept by the browser's or anyone's cache.
      // React Router's route manifest is the same for everyone and immutable per build (its
      // address names the build): a signed-in phone keeps it too, sparing a 2G round trip
      // before its first tap after the scripts start (bench:2g, docs/decisions/0051-offline.md).
      const shared = c.req.path === ROUTE_MANIFEST_PATH && res.status === 200;
      if (!shared && (sessionKeyFromCookies(c.req.header("cookie")) || !isReadOnly(c.req.method)))
        res.headers.set("Cache-Control", "private, no-store");
      return res;
    });
  }

  return answerHeadAsGet(app);
}

/** Built files that have precompressed copies beside them (the list of scripts/precompress.mjs). */
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest|map)(?:\.br|\.gz)?$/;

/** The back office's pages (`/admin`, `/admin/…`), their data (`/admin.data`) and the admin API. */
const isBackOfficePath = (path: string) => /^\/(?:api\/)?admin(?:[/.]|$)/.test(path);

const isReadOnly = (method: string) => method === "GET" || method === "HEAD";

/**
 * A page's form post carries the shop's own Origin (every browser sends one with a POST); one
 * from another site is refused before any action runs. The cookies are SameSite as well.
 */
function sameOriginPost(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  if (!origin) return true;
  try {
    return new URL(origin).host === c.get("requestedHost");
  } catch {
    return false;
  }
}

const isBackOffice = (path: string) =>
  path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/admin/");

/**
 * HEAD gets exactly the status and headers GET would (content type, cache and compression
 * headers included), without the body: the request goes through the app as a GET, so the
 * document render and the compression see what they see for GET, and the body is discarded.
 */
function answerHeadAsGet<T extends Hono<AppEnv>>(app: T): T {
  const fetchAsGiven = app.fetch;
  app.fetch = async (request, env, executionCtx) => {
    if (request.method !== "HEAD") return fetchAsGiven(request, env, executionCtx);
    const res = await fetchAsGiven(new Request(request, { method: "GET" }), env, executionCtx);
    await res.body?.cancel();
    return new Response(null, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
  return app;
}

export type App = ReturnType<typeof createApp>;
