import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import type { ApiModule, EndpointDoc } from "../http/endpoint";
import { docsPage } from "./docs-page";
import { openApiDocument } from "./document";

/**
 * `GET /api/openapi.json` and `GET /api/docs`, describing every module's endpoints (and
 * these two). Built on first request, then kept: the endpoints do not change while running.
 */
export function openApiApi(modules: ApiModule[], info: { title: string; version: string }): ApiModule {
  const router = new Hono<AppEnv>();
  const own: EndpointDoc[] = [
    {
      method: "get",
      paths: ["/openapi.json"],
      tag: "Reference",
      summary: "This API's OpenAPI 3.1 document.",
      data: z.unknown(),
      errors: [],
      customer: false,
      contentType: "application/json",
    },
    {
      method: "get",
      paths: ["/docs"],
      tag: "Reference",
      summary: "The same document as a page to read.",
      data: z.unknown(),
      errors: [],
      customer: false,
      contentType: "text/html",
    },
  ];
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  const built = () => {
    document ??= openApiDocument([...modules.flatMap((m) => m.endpoints), ...own], info);
    return document;
  };
  router.get("/openapi.json", (c) => c.json(built()));
  router.get("/docs", (c) => {
    page ??= docsPage(built());
    return c.html(page);
  });
  return { router, endpoints: own };
}
