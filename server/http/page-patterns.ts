import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * A page address's route pattern from the built route table (`/product-info/123` →
 * `/product-info/:id`, an unknown address → `/*`), so /metrics counts pages by the few
 * patterns of app/routes.ts, never by the unbounded addresses people type.
 */
export function pagePatterns(routes: ServerBuild["routes"]): (pathname: string) => string {
  const all = Object.values(routes).filter((r) => r !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true, path: r.path }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) },
      );
  const tree = childrenOf(undefined);
  // matchRoutes flattens and ranks the whole route table on every call (about a tenth of a
  // cached page's time): the addresses seen last are remembered, a bounded number of them.
  const seen = new Map<string, string>();
  return (pathname) => {
    const known = seen.get(pathname);
    if (known !== undefined) return known;
    const matches = matchRoutes(tree, pathname);
    const parts = matches?.map((m) => m.route.path).filter((p): p is string => Boolean(p));
    const pattern = parts ? `/${parts.join("/")}`.replace(/\/{2,}/g, "/") : "(no page)";
    if (seen.size >= 5000) seen.clear();
    seen.set(pathname, pattern);
    return pattern;
  };
}
