import type { Context } from "hono";
import type { Logger } from "../logger";

/** What every request of the Hono app carries (set by the middleware in server/app.ts). */
export type AppEnv = {
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
    logger: Logger;
    /** Tests turn this on: every answer's `data` is checked against its documented schema. */
    checkResponses?: boolean;
  };
};

/** A logger for this request, carrying its id (made on demand: most requests log nothing). */
export const requestLog = (c: Context<AppEnv>) => c.get("logger").child({ reqId: c.get("requestId") });

export const ONE_MIB = 1024 * 1024;
export const TOO_LARGE = "The request body is too large (1 MiB at most).";
