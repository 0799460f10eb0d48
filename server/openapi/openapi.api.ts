import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import type { ApiModule, EndpointDoc } from "../http/endpoint";
import { docsPage } from "./docs-page";
import { openApiDocument } from "./document";

/**
 * `GET /api/openapi.json` and `GET /api/docs`, describing every module's endpoints (and
 * these two). Built on first request, then kept: the endpoints do not change while running.
 * The title is the shop's name as the owner saved it, read (through the settings' cache) on
 * every request.
 */
export function openApiApi(
  modules: ApiModule[],
  info: { title: () => Promise<string>; version: string },
): ApiModule {
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
  let page: { title: string; html: string } | undefined;
  const built = async () => {
    document ??= openApiDocument([...modules.flatMap((m) => m.endpoints), ...own], {
      title: "",
      version: info.version,
    });
    const title = await info.title();
    return {
      title,
      document: { ...document, info: { ...(document.info as object), title: `${title} API` } },
    };
  };
  router.get("/openapi.json", async (c) => c.json((await built()).document));
  router.get("/docs", async (c) => {
    const { title, document: current } = await built();
    if (page?.title !== title) page = { title, html: docsPage(current) };
    return c.html(page.html);
  });
  return { router, endpoints: own };
}
