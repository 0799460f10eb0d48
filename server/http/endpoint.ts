import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { Permission } from "../../lib/staff-roles";
import type { ErrorCode } from "../domain-error";
import type { AppEnv } from "./app-env";
import { ok, readBody } from "./envelope";

/**
 * One endpoint as the OpenAPI document describes it. The same object registers the handler,
 * so the document is made from the schemas that validate requests and cannot drift from them
 * (docs/decisions/0006-domain-and-wire.md).
 */
export interface EndpointDoc {
  method: "post" | "get";
  /** Paths under /api; the first is the main one, the rest are aliases with the same contract. */
  paths: string[];
  tag: string;
  summary: string;
  description?: string;
  /** The JSON body; for a raw body (the webhook) it describes what is expected. */
  body?: z.ZodType;
  /** The body's media type when it is not JSON (a picture upload's multipart/form-data). */
  bodyType?: string;
  /** The `data` of the success envelope. */
  data: z.ZodType;
  /** Failures this endpoint can answer, besides the body errors every endpoint has. */
  errors: ErrorCode[];
  /** Needs a customer session (body `user_id` + `sessionkey`, the `sessionkey` header or the cookie). */
  customer: boolean;
  /**
   * A back-office endpoint: the permission it needs (lib/staff-roles.ts), or "public" for the
   * few a staff member calls before signing in (server/http/admin-api.ts).
   */
  staff?: Permission | "public";
  /** Answers something other than the envelope (the docs page, the document itself). */
  contentType?: string;
}

/** What a handler gives back: the envelope's `data` and, optionally, its message. */
export interface Reply<T> {
  data: T;
  message?: string;
}

interface PostSpec<B extends z.ZodType, D extends z.ZodType> {
  path: string | string[];
  summary: string;
  description?: string;
  body: B;
  data: D;
  errors?: ErrorCode[];
  customer?: boolean;
  staff?: Permission | "public";
  bodyType?: string;
}

type Handler<B extends z.ZodType, D extends z.ZodType> = (
  c: Context<AppEnv>,
  body: z.output<B>,
) => Promise<Reply<z.input<D>> | Response>;

/** A module's router together with the description of each of its endpoints. */
export interface ApiModule {
  router: Hono<AppEnv>;
  endpoints: EndpointDoc[];
}

/**
 * Starts a module's API: `post()` reads and validates the JSON body with the endpoint's
 * schema, runs the handler and wraps its reply in the success envelope; failures are thrown
 * as DomainError and answered by the app's one error handler.
 */
export function defineApi(tag: string) {
  const router = new Hono<AppEnv>();
  const endpoints: EndpointDoc[] = [];

  function document(spec: Omit<PostSpec<z.ZodType, z.ZodType>, "body"> & { body?: z.ZodType }) {
    const paths = Array.isArray(spec.path) ? spec.path : [spec.path];
    endpoints.push({
      method: "post",
      paths,
      tag,
      summary: spec.summary,
      description: spec.description,
      body: spec.body,
      data: spec.data,
      errors: spec.errors ?? [],
      customer: spec.customer ?? false,
      staff: spec.staff,
      bodyType: spec.bodyType,
    });
    return paths;
  }

  function reply(c: Context<AppEnv>, schema: z.ZodType, result: Reply<unknown> | Response, path: string) {
    if (result instanceof Response) return result;
    if (c.get("checkResponses")) {
      const checked = schema.safeParse(result.data);
      if (!checked.success) {
        throw new Error(`The answer of ${path} does not match its documented data: ${checked.error.message}`);
      }
    }
    return ok(c, result.data, result.message);
  }

  return {
    router,
    endpoints,
    /** A JSON endpoint: body validated by `spec.body`, answer's data described by `spec.data`. */
    post<B extends z.ZodType, D extends z.ZodType>(spec: PostSpec<B, D>, handler: Handler<B, D>) {
      for (const path of document(spec)) {
        router.post(path, async (c) =>
          reply(c, spec.data, await handler(c, await readBody(c, spec.body)), path),
        );
      }
    },
    /** An endpoint that reads its body itself (a signed webhook); `spec.body` only documents it. */
    postRaw<D extends z.ZodType>(
      spec: Omit<PostSpec<z.ZodType, D>, "body"> & { body?: z.ZodType },
      handler: (c: Context<AppEnv>) => Promise<Reply<z.input<D>> | Response>,
    ) {
      for (const path of document(spec)) {
        router.post(path, async (c) => reply(c, spec.data, await handler(c), path));
      }
    },
  };
}
