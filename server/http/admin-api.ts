import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { exportDays } from "../../lib/india-time";
import type { Permission } from "../../lib/staff-roles";
import { dayField } from "../../lib/validation/fulfilment";
import type { ErrorCode } from "../domain-error";
import type { StaffSessions } from "../modules/staff/staff-sessions";
import type { SessionStaff } from "../modules/staff/staff-types";
import type { AppEnv } from "./app-env";
import { assertSameOrigin } from "./customer";
import { defineApi, type Reply } from "./endpoint";
import { requireStaff } from "./staff-auth";

/** Every back-office endpoint lives under this path (inside /api). */
export const ADMIN_API_PREFIX = "/admin/v1";

interface AdminSpec<B extends z.ZodType, D extends z.ZodType> {
  /** Below /api/admin/v1, e.g. "/staff/list". */
  path: string;
  summary: string;
  description?: string;
  body: B;
  data: D;
  errors?: ErrorCode[];
}

type AdminHandler<B extends z.ZodType, D extends z.ZodType> = (
  c: Context<AppEnv>,
  body: z.output<B>,
  me: SessionStaff,
) => Promise<Reply<z.input<D>> | Response>;

/**
 * Starts a back-office API module. Every endpoint declares the permission it needs
 * (lib/staff-roles.ts); before its body is even read, the call must come from the shop's own
 * pages and carry a live staff session whose role has that permission (401/403 otherwise).
 * Endpoints appear in /api/openapi.json like the shop's, with the same envelope and errors.
 *
 *   const api = defineAdminApi("Staff", sessions);
 *   api.post({ path: "/staff/list", permission: "staff", ... }, async (c, body, me) => …);
 */
export function defineAdminApi(tag: string, sessions: StaffSessions) {
  const api = defineApi(`Back office: ${tag}`);
  const guard =
    (permission: Permission | "public"): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      assertSameOrigin(c);
      if (permission !== "public") c.set("staff", await requireStaff(c, sessions, permission));
      await next();
    };

  return {
    router: api.router,
    endpoints: api.endpoints,
    /** An endpoint for signed-in staff whose role has `spec.permission`. */
    post<B extends z.ZodType, D extends z.ZodType>(
      spec: AdminSpec<B, D> & { permission: Permission },
      handler: AdminHandler<B, D>,
    ) {
      const path = ADMIN_API_PREFIX + spec.path;
      api.router.post(path, guard(spec.permission));
      api.post({ ...spec, path, staff: spec.permission }, (c, body) =>
        handler(c, body, c.get("staff") as SessionStaff),
      );
    },
    /**
     * An endpoint that reads its own body (a picture upload, multipart/form-data): checked
     * like `post` before the handler runs; `spec.body` and `spec.bodyType` only document it.
     */
    postRaw<D extends z.ZodType>(
      spec: Omit<AdminSpec<z.ZodType, D>, "body"> & {
        body: z.ZodType;
        bodyType: string;
        permission: Permission;
      },
      handler: (c: Context<AppEnv>, me: SessionStaff) => Promise<Reply<z.input<D>> | Response>,
    ) {
      const path = ADMIN_API_PREFIX + spec.path;
      api.router.post(path, guard(spec.permission));
      api.postRaw({ ...spec, path, staff: spec.permission }, (c) =>
        handler(c, c.get("staff") as SessionStaff),
      );
    },
    /** One of the few endpoints called before signing in (sign-in, setup, accepting an invitation). */
    postPublic<B extends z.ZodType, D extends z.ZodType>(
      spec: AdminSpec<B, D>,
      handler: (c: Context<AppEnv>, body: z.output<B>) => Promise<Reply<z.input<D>> | Response>,
    ) {
      const path = ADMIN_API_PREFIX + spec.path;
      api.router.post(path, guard("public"));
      api.post({ ...spec, path, staff: "public" }, handler);
    },
  };
}

export type AdminApi = ReturnType<typeof defineAdminApi>;

/**
 * A page of a back-office list (server/db/paged-list.ts) as every list endpoint answers it:
 * the rows, where the page stands, and the counts per status when the list has them.
 */
export function listReply<Row, Counts = undefined>(list: {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
  counts?: Counts;
}) {
  const { rows, total, page, pageCount, counts } = list;
  return { data: { rows, total, page, page_count: pageCount, counts: counts as Counts } };
}

/**
 * Endpoints that change one list of the back office and answer with the whole list again and a
 * sentence (categories, synonyms, promos, …): the list's schema, reader and permission written
 * once, each endpoint only what it does.
 */
export function listWrites<D extends z.ZodType>(
  api: AdminApi,
  list: { permission: Permission; data: D; read: () => Promise<z.input<D>> },
) {
  return <B extends z.ZodType>(
    spec: Omit<AdminSpec<B, D>, "data">,
    run: (body: z.output<B>, me: SessionStaff) => Promise<unknown>,
    said: string,
  ) =>
    api.post({ ...spec, permission: list.permission, data: list.data }, async (_c, body, me) => {
      await run(body, me);
      return { data: await list.read(), message: said };
    });
}

/**
 * Endpoints that change one thing of the back office (a promo, a post) and answer with it as it
 * is now and a sentence, which may depend on what was asked.
 */
export function itemWrites<D extends z.ZodType, Row>(
  api: AdminApi,
  item: { permission: Permission; data: D; present: (row: Row) => z.input<D> },
) {
  return <B extends z.ZodType>(
    spec: Omit<AdminSpec<B, D>, "data">,
    run: (body: z.output<B>, me: SessionStaff) => Promise<Row>,
    said: string | ((body: z.output<B>) => string),
  ) =>
    api.post({ ...spec, permission: item.permission, data: item.data }, async (_c, body, me) => ({
      data: item.present(await run(body, me)),
      message: typeof said === "string" ? said : said(body),
    }));
}

/**
 * A CSV download of the back office between two of India's days (the last 30 when left out,
 * docs/storefront.md, "Back-office CSV files"): money, so managers and owners only.
 */
export function csvExport(
  api: AdminApi,
  spec: {
    path: string;
    summary: string;
    fileName: string;
    write: (days: { from: string; to: string }) => Promise<string>;
  },
) {
  api.post(
    {
      path: spec.path,
      summary: spec.summary,
      description: "Answers `text/csv` (a download), not JSON.",
      permission: "payments",
      body: z.object({ from: dayField().optional(), to: dayField().optional() }),
      data: z.string(),
    },
    async (c, body) => {
      const days = exportDays(body.from, body.to);
      return c.body(await spec.write(days), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${spec.fileName}-${days.from}-to-${days.to}.csv"`,
      });
    },
  );
}
