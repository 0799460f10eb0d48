import type { Context } from "hono";
import { CSV_APPLY_PATH, CSV_MAX_BYTES, CSV_PREVIEW_PATH, CSV_TOO_LARGE } from "../../lib/catalogue-csv";
import type { Lang } from "../../lib/i18n/language";
import { MAX_REVIEW_PHOTO_BYTES, MAX_REVIEW_PHOTOS, REVIEW_PHOTOS_TOO_LARGE } from "../../lib/reviews";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, SCAN_TOO_LARGE } from "../../lib/uploaded-images";
import type { Logger } from "../logger";
import type { SessionStaff } from "../modules/staff/staff-types";

/** What every request of the Hono app carries (set by the middleware in server/app.ts). */
export type AppEnv = {
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
    logger: Logger;
    /** The client's address (server/http/client-ip.ts): the one function behind every limit and record. */
    clientAddress: string;
    /** The host the browser asked for (X-Forwarded-Host only behind a trusted proxy). */
    requestedHost?: string;
    /** Tests turn this on: every answer's `data` is checked against its documented schema. */
    checkResponses?: boolean;
    /** The request's language (server/http/language.ts): pages and API messages are in it. */
    lang: Lang;
    /** The signed-in staff member of a back-office call (server/http/admin-api.ts). */
    staff?: SessionStaff;
    /** The route pattern /metrics counts this request under, when Hono's own would say only `*` (pages, files). */
    metricsRoute?: string;
  };
};

/** A logger for this request, carrying its id (made on demand: most requests log nothing). */
export const requestLog = (c: Context<AppEnv>) => c.get("logger").child({ reqId: c.get("requestId") });

export const ONE_MIB = 1024 * 1024;
export const TOO_LARGE = "The request body is too large (1 MiB at most).";

/** The back office's picture upload (server/modules/uploads/uploads.api.ts). */
export const IMAGE_UPLOAD_PATH = "/api/admin/v1/uploads/image";
/** A licence's scan, a PDF or a picture (server/modules/licences/licences.api.ts). */
export const LICENCE_SCAN_PATH = "/api/admin/v1/licences/scan";

/**
 * The back-office pages whose forms post a picture (a product's, a category's banner) or the
 * catalogue spreadsheet to their own action, with scripts (React Router's `.data`) or without.
 */
const PICTURE_PAGES = /^\/admin\/(products\/\d{1,9}|categories)(\.data)?$/;
/** A product's page takes a customer's review with up to 3 photos (lib/reviews.ts). */
const REVIEW_PAGE = /^\/product-info\/\d{1,10}(\.data)?$/;
const LICENCE_PAGE = /^\/admin\/settings\/licences(\.data)?$/;
const CSV_PAGE = /^\/admin\/catalogue(\.data)?$/;

/** The endpoints whose bodies may be larger than 1 MiB: file uploads. */
export const LARGE_BODY_PATHS = [
  IMAGE_UPLOAD_PATH,
  LICENCE_SCAN_PATH,
  CSV_PREVIEW_PATH,
  CSV_APPLY_PATH,
] as const;

/**
 * The largest body a POST to `path` may send, and the sentence a larger one gets (413): 1 MiB,
 * except the picture upload's 10 MB and the catalogue spreadsheet's 5 MB (their API paths and
 * the pages that take them) and a review's 3 photos of 5 MB (a product's page), each with the
 * multipart form around it.
 */
export function bodyLimitFor(path: string): { bytes: number; message: string } {
  if (path === IMAGE_UPLOAD_PATH || PICTURE_PAGES.test(path))
    return { bytes: MAX_IMAGE_BYTES + 64 * 1024, message: IMAGE_TOO_LARGE };
  if (REVIEW_PAGE.test(path))
    return {
      bytes: MAX_REVIEW_PHOTOS * MAX_REVIEW_PHOTO_BYTES + 64 * 1024,
      message: REVIEW_PHOTOS_TOO_LARGE,
    };
  // A licence's scan (a PDF or a picture) has the pictures' limit (server/modules/licences).
  if (path === LICENCE_SCAN_PATH || LICENCE_PAGE.test(path))
    return { bytes: MAX_IMAGE_BYTES + 64 * 1024, message: SCAN_TOO_LARGE };
  // The page's apply form sends the previewed file back as base64: a third more.
  if (CSV_PAGE.test(path))
    return { bytes: Math.ceil((CSV_MAX_BYTES * 4) / 3) + 64 * 1024, message: CSV_TOO_LARGE };
  if (path === CSV_PREVIEW_PATH || path === CSV_APPLY_PATH)
    return { bytes: CSV_MAX_BYTES + 64 * 1024, message: CSV_TOO_LARGE };
  return { bytes: ONE_MIB, message: TOO_LARGE };
}
