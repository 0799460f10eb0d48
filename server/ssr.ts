import { createRequestHandler, type ServerBuild } from "react-router";
import { hasControlCharacters } from "../lib/validation/fields";
import type { PageRenderer } from "./app";
import type { Services } from "./services";

/**
 * React Router's request handler with the shop's load context: loaders reach the
 * services through `context.services` and never import server code themselves.
 */
export function createPageRenderer(
  build: ServerBuild | (() => Promise<ServerBuild>),
  services: Services,
  options: { mode: "development" | "production"; publicUrl: string },
): PageRenderer {
  const handle = createRequestHandler(build, options.mode);
  const secureCookies = options.publicUrl.startsWith("https:");
  return (request, nonce, lang, clientAddress, personal) => {
    const context = {
      services,
      nonce,
      publicUrl: options.publicUrl,
      lang,
      clientAddress,
      secureCookies,
      personal,
    };
    if (!unusableUrl(request.url)) return handle(request, context);
    // No page has such an address. Every loader (the root's first) reaches the shop through
    // `services`: reaching for them answers 404, so the page is the not-found screen and no
    // control character gets near the database.
    return handle(request, {
      ...context,
      get services(): Services {
        throw new Response(null, { status: 404 });
      },
    });
  };
}

/** A path that does not decode, or a path or query holding control characters (say `/products/%00`). */
export function unusableUrl(href: string): boolean {
  const url = new URL(href);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return true;
  }
  if (hasControlCharacters(path)) return true;
  for (const [key, value] of url.searchParams) {
    if (hasControlCharacters(key) || hasControlCharacters(value)) return true;
  }
  return false;
}
