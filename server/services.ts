import type { Business } from "../lib/business";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";

/**
 * The shop's services, built once per process and handed to the API handlers and,
 * through React Router's load context, to the page loaders.
 */
export interface Services {
  business: Business;
}

export interface ServiceDeps {
  config: Config;
  database: Database;
  logger: Logger;
  business: Business;
}

export function createServices(deps: ServiceDeps): Services {
  return { business: deps.business };
}
