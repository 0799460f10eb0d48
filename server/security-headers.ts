import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { DOCS_STYLE_HASH } from "./openapi/docs-page";

/** Files staff uploaded that the shop serves as they came: a licence's PDF scan. */
const UPLOADED_FILE = /^\/admin\/settings\/licences\/\d+\/scan\.pdf$/;

/**
 * Security headers for every response. Pages get a Content Security Policy whose inline
 * scripts carry a per-response nonce (handed to React Router through the load context).
 * HSTS only when the request came over HTTPS, so a laptop on http://localhost is not pinned.
 */
export function securityHeaders(options: {
  dev: boolean;
  trustProxy: boolean;
  razorpay?: boolean;
}): MiddlewareHandler[] {
  // Razorpay's checkout.js runs from its own host and opens its window in frames of its own.
  const rzp = options.razorpay
    ? {
        script: ["https://checkout.razorpay.com"],
        frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
        connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
      }
    : { script: [], frame: [], connect: [] };
  const common = {
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
  } as const;
  // JSON answers never run scripts: a fixed, strict policy, and no nonce to generate.
  const apiHeaders = secureHeaders({
    ...common,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });
  // The API reference page: no script, its one inline stylesheet allowed by hash.
  const docsHeaders = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: [DOCS_STYLE_HASH],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  });
  // A file someone uploaded (a licence's PDF scan): nothing may run or load, should a browser
  // render it instead of saving it (server/modules/licences/licences.files.ts).
  const fileHeaders = secureHeaders({
    ...common,
    contentSecurityPolicy: { sandbox: [], defaultSrc: ["'none'"] },
  });
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: options.dev
      ? undefined // Vite's dev client injects inline scripts and a websocket.
      : {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", NONCE, ...rzp.script],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // blob: a picture chosen in a form is shown from the browser's own copy before it is sent.
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...rzp.connect],
          frameSrc: [
            "'self'",
            "https://www.youtube-nocookie.com",
            "https://www.openstreetmap.org",
            ...rzp.frame,
          ],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
        },
    ...common,
  });
  // A 304 leaves the browser with the page it holds, whose scripts carry that page's nonce: a
  // policy with this response's nonce would replace the held one and block them (RFC 9111
  // 4.3.4), so a 304 carries none and the held policy stays.
  const pageOrNotModified: MiddlewareHandler = async (c, next) => {
    await pageHeaders(c, next);
    if (c.res.status === 304) c.res.headers.delete("Content-Security-Policy");
  };
  const headers: MiddlewareHandler = (c, next) =>
    c.req.path === "/api/docs"
      ? docsHeaders(c, next)
      : c.req.path.startsWith("/api/")
        ? apiHeaders(c, next)
        : UPLOADED_FILE.test(c.req.path)
          ? fileHeaders(c, next)
          : pageOrNotModified(c, next);
  const hsts: MiddlewareHandler = async (c, next) => {
    await next();
    const forwarded = options.trustProxy ? c.req.header("x-forwarded-proto") : undefined;
    const https = c.req.url.startsWith("https:") || forwarded?.split(",")[0].trim() === "https";
    if (https) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
  return [headers, hsts];
}
