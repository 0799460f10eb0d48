/**
 * The staff session cookie's name. It is set twice, once for `/admin` and once for
 * `/api/admin`, so the storefront's pages and API never receive it (server/http/staff-auth.ts).
 */
export const STAFF_COOKIE = "staff_session";
export const STAFF_COOKIE_PATHS = ["/admin", "/api/admin"] as const;
