import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { ApiError, fail } from "./http/envelope";
import { preReadBody } from "./http/raw-body";
import type { Logger } from "./logger";
import { accountsApi } from "./modules/accounts/accounts.api";
import { addressesApi } from "./modules/addresses/addresses.api";
import { blogApi } from "./modules/blog/blog.api";
import { bulkOrdersApi } from "./modules/bulk-orders/bulk-orders.api";
import { cartApi } from "./modules/cart/cart.api";
import { catalogApi } from "./modules/catalog/catalog.api";
import { contactApi } from "./modules/contact/contact.api";
import { paymentsApi, sandboxApi } from "./modules/payments/payments.api";
import { promotionsApi } from "./modules/promotions/promotions.api";
import { securityHeaders } from "./security-headers";
import type { Services } from "./services";

/** Renders a page with React Router; given the request and the per-request CSP nonce. */
export type PageRenderer = (request: Request, nonce: string) => Promise<Response>;

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: Database;
  services: Services;
  /** Absent in tests that exercise only the API. */
  renderPage?: PageRenderer;
  /** Directory of the built browser assets (production only). */
  clientDir?: string;
}

export type AppEnv = { Variables: { requestId: string; secureHeadersNonce?: string; logger: Logger } };

/** A logger for this request, carrying its id (made on demand: most requests log nothing). */
export const requestLog = (c: Context<AppEnv>) => c.get("logger").child({ reqId: c.get("requestId") });

export const ONE_MIB = 1024 * 1024;
export const TOO_LARGE = "The request body is too large (1 MiB at most).";

export function createApp(deps: AppDeps) {
  const { config, logger, database } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  const logRequests = logger.isLevelEnabled("info");
  app.use(async (c, next) => {
    c.set("logger", logger);
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
  app.use(
    ...securityHeaders({
      dev: config.nodeEnv === "development",
      trustProxy: config.trustProxy,
      razorpay: config.payment.provider === "razorpay",
    }),
  );

  app.get("/healthz", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok" });
    } catch (error) {
      requestLog(c).error({ err: error }, "health check failed");
      return c.json({ status: "error", message: "The database does not answer." }, 503);
    }
  });

  const api = new Hono<AppEnv>();
  // The Node server reads and limits API bodies itself (server/http/raw-body.ts); this
  // limit covers requests that arrive otherwise (tests, other adapters).
  const limit = bodyLimit({ maxSize: ONE_MIB, onError: (c) => fail(c, 413, TOO_LARGE) });
  api.use((c, next) => (preReadBody(c.env) ? next() : limit(c, next)));
  // One router per area; each keeps the exact paths of docs/api.md.
  api.route("/", catalogApi(deps.services.catalog));
  api.route("/", blogApi(deps.services.blog));
  api.route("/", contactApi(deps.services.contact));
  const secureCookies = config.publicUrl.startsWith("https:");
  api.route(
    "/",
    accountsApi(deps.services.accounts, database.db, { secureCookies, trustProxy: config.trustProxy }),
  );
  api.route("/", cartApi(deps.services.cart, deps.services.accounts));
  api.route("/", addressesApi(deps.services.addresses, deps.services.accounts));
  api.route("/", promotionsApi(deps.services.promotions, deps.services.accounts));
  api.route("/", bulkOrdersApi(deps.services.bulkOrders, deps.services.accounts));
  api.route(
    "/",
    paymentsApi({
      checkout: deps.services.checkout,
      orders: deps.services.orders,
      addresses: deps.services.addresses,
      accounts: deps.services.accounts,
      db: database.db,
    }),
  );
  api.all("*", (c) => fail(c, 404, "No such API endpoint."));
  app.route("/api", api);
  // The sandbox plays the payment provider's checkout; it does not exist with Razorpay.
  if (config.payment.provider === "sandbox") {
    app.use("/sandbox/*", limit);
    app.route("/sandbox", sandboxApi(config.payment.keySecret));
  }

  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error.httpStatus, error.message, error.errors);
    const errorId = c.get("requestId");
    logger.error({ err: error, errorId }, "unhandled error");
    if (c.req.path.startsWith("/api/")) {
      return c.json(
        { status: 0, message: "Something went wrong. Please try again.", error_id: errorId },
        500,
      );
    }
    return c.text(`Something went wrong. Please try again. (error ${errorId})`, 500);
  });

  // Pages and static files are compressed; the JSON API is not (compression cost more than it saved).
  app.use("*", async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    return compress()(c, next);
  });

  if (deps.clientDir) {
    const root = deps.clientDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=86400");
        },
      }),
    );
  }

  if (deps.renderPage) {
    const render = deps.renderPage;
    app.all("*", (c) => render(c.req.raw, c.get("secureHeadersNonce") ?? ""));
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
