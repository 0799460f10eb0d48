import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import type { Lang } from "../lib/i18n/language";
import { sessionKeyFromCookies } from "../lib/session-cookie";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { healthRoutes, type Lifecycle, type MetricsSource } from "./health";
import { type AppEnv, bodyLimitFor, LARGE_BODY_PATHS, ONE_MIB, requestLog, TOO_LARGE } from "./http/app-env";
import { addressOf, clientMiddleware } from "./http/client-ip";
import { compression } from "./http/compression";
import type { ApiModule } from "./http/endpoint";
import { fail } from "./http/envelope";
import { errorHandler } from "./http/error-handler";
import { languageMiddleware } from "./http/language";
import { preReadBody } from "./http/raw-body";
import type { Logger } from "./logger";
import { createMetrics, type Metrics } from "./metrics";
import { accountsApi } from "./modules/accounts/accounts.api";
import { customersAdminApi } from "./modules/accounts/customers-admin.api";
import { addressesApi } from "./modules/addresses/addresses.api";
import { blogApi } from "./modules/blog/blog.api";
import { blogAdminApi } from "./modules/blog/blog-admin.api";
import { bulkOrdersApi } from "./modules/bulk-orders/bulk-orders.api";
import { cartApi } from "./modules/cart/cart.api";
import { categoriesAdminApi } from "./modules/catalog/admin/categories.admin-api";
import { catalogueCsvApi } from "./modules/catalog/admin/csv/catalogue-csv.admin-api";
import { productsAdminApi } from "./modules/catalog/admin/products.admin-api";
import { stockAdminApi } from "./modules/catalog/admin/stock.admin-api";
import { synonymsAdminApi } from "./modules/catalog/admin/synonyms.admin-api";
import { catalogApi } from "./modules/catalog/catalog.api";
import { contactApi } from "./modules/contact/contact.api";
import { dashboardApi } from "./modules/dashboard/dashboard.api";
import { deliveryApi } from "./modules/delivery/delivery.api";
import { deliveryAdminApi } from "./modules/delivery/delivery-admin.api";
import { enquiriesApi } from "./modules/inbox/enquiries.api";
import { messagesApi } from "./modules/inbox/messages.api";
import { invoicesAdminApi } from "./modules/invoices/invoices.admin-api";
import { invoicePages } from "./modules/invoices/invoices.pages";
import { adminOrdersApi } from "./modules/orders/admin-orders.api";
import { orderDetailsApi } from "./modules/orders/order-details.api";
import { ordersApi } from "./modules/orders/orders.api";
import { paymentsApi } from "./modules/payments/payments.api";
import { sandboxApi } from "./modules/payments/sandbox";
import { promoAdminApi } from "./modules/promotions/promo-admin.api";
import { promotionsApi } from "./modules/promotions/promotions.api";
import { settingsApi } from "./modules/settings/settings.api";
import { accountApi } from "./modules/staff/account.api";
import { auditApi } from "./modules/staff/audit.api";
import { staffApi } from "./modules/staff/staff.api";
import { staffAuthApi } from "./modules/staff/staff-auth.api";
import { uploadsApi } from "./modules/uploads/uploads.api";
import { uploadedFiles } from "./modules/uploads/uploads.files";
import { openApiApi } from "./openapi/openapi.api";
import { guestPages } from "./page-cache/guest-pages";
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

/** The API contract's version, shown in the OpenAPI document. */
const API_VERSION = "1.0.0";

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
  app.use(async (c, next) => {
    await next();
    if (c.res.headers.has("set-cookie")) c.res.headers.set("Cache-Control", "private, no-store");
  });

  // Every request's language, once: pages render in it and the API's messages are said in it.
  app.use(languageMiddleware({ secureCookies: config.publicUrl.startsWith("https:") }));

  // The back office is never indexed: its pages say so in a meta tag too (app/routes/admin/layout.tsx).
  app.use(async (c, next) => {
    await next();
    if (isBackOffice(c.req.path)) c.header("X-Robots-Tag", "noindex, nofollow");
  });

  // Pages, their navigation data and API answers in Brotli or gzip, as the browser asks.
  app.use(compression());

  // Guest pages from memory (server/page-cache/): a kept page is served here, before the
  // static files' look-up; the page handler below renders and keeps the rest.
  const pages = deps.renderPage
    ? guestPages({
        ttlSeconds: config.cacheTtlSeconds,
        pagePattern: deps.pagePattern,
        variant: config.payment.provider,
        bus: deps.services.bus,
      })
    : undefined;
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

  const api = new Hono<AppEnv>();
  // The Node server reads and limits API bodies itself (server/http/raw-body.ts); this
  // limit covers requests that arrive otherwise (tests, other adapters).
  const limit = bodyLimit({ maxSize: ONE_MIB, onError: (c) => fail(c, 413, TOO_LARGE) });
  const uploadLimits = new Map(
    LARGE_BODY_PATHS.map((path) => {
      const { bytes, message } = bodyLimitFor(path);
      return [path as string, bodyLimit({ maxSize: bytes, onError: (c) => fail(c, 413, message) })];
    }),
  );
  api.use((c, next) => {
    if (preReadBody(c.env)) return next();
    return (uploadLimits.get(c.req.path) ?? limit)(c, next);
  });
  // API answers carry customers' data (profile, cart, orders, sessions): no cache keeps them.
  api.use(async (c, next) => {
    await next();
    if (c.req.method === "POST") c.header("Cache-Control", "no-store");
  });
  // One module per area; each keeps the exact paths of docs/api.md and describes its
  // endpoints for the OpenAPI document (server/http/endpoint.ts).
  const secureCookies = config.publicUrl.startsWith("https:");
  const modules: (ApiModule | Hono<AppEnv>)[] = [
    catalogApi(deps.services.catalog, deps.services.recommendations),
    blogApi(deps.services.blog),
    contactApi(deps.services.contact),
    accountsApi(deps.services.accounts, { secureCookies }),
    cartApi(deps.services.cart, deps.services.accounts),
    addressesApi(deps.services.addresses, deps.services.accounts),
    promotionsApi(deps.services.promotions, deps.services.accounts),
    bulkOrdersApi(deps.services.bulkOrders, deps.services.accounts),
    ordersApi({
      checkout: deps.services.checkout,
      orders: deps.services.orders,
      addresses: deps.services.addresses,
      accounts: deps.services.accounts,
    }),
    paymentsApi({ payments: deps.services.payments, accounts: deps.services.accounts }),
    deliveryApi({
      delivery: deps.services.delivery,
      addresses: deps.services.addresses,
      accounts: deps.services.accounts,
    }),
    orderDetailsApi({
      orders: deps.services.orders,
      payments: deps.services.payments,
      accounts: deps.services.accounts,
    }),
    // The back office (docs/decisions/0011-back-office-staff.md): /api/admin/v1/…
    staffAuthApi(deps.services.staff, { secureCookies }),
    staffApi(deps.services.staff),
    auditApi(deps.services.staff),
    accountApi(deps.services.staff, deps.services.twoFactor),
    settingsApi(deps.services.settings, deps.services.staff.sessions),
    deliveryAdminApi(deps.services.delivery, deps.services.staff.sessions),
    uploadsApi(deps.services.uploads, deps.services.staff.sessions),
    productsAdminApi(deps.services.catalogAdmin, deps.services.staff.sessions),
    stockAdminApi(deps.services.catalogAdmin, deps.services.staff.sessions),
    categoriesAdminApi(deps.services.catalogAdmin, deps.services.staff.sessions),
    synonymsAdminApi(deps.services.catalogAdmin, deps.services.staff.sessions),
    catalogueCsvApi(deps.services.catalogAdmin, deps.services.staff.sessions),
    promoAdminApi(deps.services.promoAdmin, deps.services.staff.sessions),
    invoicesAdminApi(deps.services.invoices, deps.services.staff.sessions),
    blogAdminApi(deps.services.blogAdmin, deps.services.staff.sessions),
    adminOrdersApi({
      sessions: deps.services.staff.sessions,
      adminOrders: deps.services.adminOrders,
      fulfilment: deps.services.fulfilment,
    }),
    enquiriesApi({ sessions: deps.services.staff.sessions, enquiries: deps.services.enquiries }),
    messagesApi({ sessions: deps.services.staff.sessions, messages: deps.services.messages }),
    customersAdminApi({
      sessions: deps.services.staff.sessions,
      customers: deps.services.customersAdmin,
      enquiries: deps.services.enquiries,
      messages: deps.services.messages,
    }),
    dashboardApi(deps.services.dashboard, deps.services.staff.sessions),
  ];
  const described = modules.filter((m): m is ApiModule => "endpoints" in m);
  for (const m of modules) api.route("/", "endpoints" in m ? m.router : m);
  api.route(
    "/",
    openApiApi(described, { title: deps.services.settings.shopName, version: API_VERSION }).router,
  );
  api.all("*", (c) => fail(c, 404, "No such API endpoint."));
  app.route("/api", api);
  // The sandbox plays the payment provider's checkout; it does not exist with Razorpay.
  if (config.payment.provider === "sandbox") {
    app.use("/sandbox/*", limit);
    app.route("/sandbox", sandboxApi(config.payment.keySecret));
  }

  app.onError(errorHandler(logger));

  // Uploaded pictures: content-hash names, cached for good (server/modules/uploads/uploads.files.ts).
  app.route("/uploads", uploadedFiles(deps.services.uploads.storage, logger));

  if (deps.clientDir) {
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

  if (deps.renderPage) {
    const render = deps.renderPage;
    const pattern = deps.pagePattern;
    app.all("*", async (c) => {
      c.set("metricsRoute", pattern ? pattern(c.req.path) : "(page)");
      // A form posted to a page (its route's action) must come from the shop's own pages.
      if (!isReadOnly(c.req.method) && !sameOriginPost(c))
        return c.text("This form did not come from the shop's pages.", 403);
      const renderHere = () =>
        render(c.req.raw, c.get("secureHeadersNonce") ?? "", c.get("lang"), addressOf(c));
      const res = pages ? await pages.render(c, renderHere) : await renderHere();
      // A page for a signed-in customer shows their name, cart, orders or addresses: never
      // kept by the browser's or anyone's cache.
      if (sessionKeyFromCookies(c.req.header("cookie")) || !isReadOnly(c.req.method))
        res.headers.set("Cache-Control", "private, no-store");
      return res;
    });
  }

  return answerHeadAsGet(app);
}

/** Built files that have precompressed copies beside them (the list of scripts/precompress.mjs). */
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest|map)(?:\.br|\.gz)?$/;

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
