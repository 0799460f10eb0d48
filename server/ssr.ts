import { createRequestHandler, type ServerBuild } from "react-router";
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
  return (request, nonce) => handle(request, { services, nonce, publicUrl: options.publicUrl });
}
