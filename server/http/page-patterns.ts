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
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return "(no page)";
    const parts = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
    return `/${parts.join("/")}`.replace(/\/{2,}/g, "/");
  };
}
