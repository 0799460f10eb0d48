// What the server hands to every loader and action (server/ssr.ts builds it).
// Type-only import: no server code reaches the browser bundle.
import type { Lang } from "../lib/i18n/language";
import type { PagePersonal } from "../lib/page-personal";
import type { Services } from "../server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** CSP nonce for inline scripts of this response. */
    nonce: string;
    /** The shop's public address, for canonical URLs. */
    publicUrl: string;
    /** The request's language (server/http/language.ts). */
    lang: Lang;
    /** The client's address (server/http/client-ip.ts): what actions count rate limits by. */
    clientAddress: string;
    /** Cookies an action sets are Secure (the shop is served over HTTPS). */
    secureCookies: boolean;
    /**
     * A signed-in page rendered to be kept and shared: what it shows of the customer is this, read
     * once with its cache key, so the page matches the key (docs/decisions/0056-signed-in-pages.md).
     */
    personal?: PagePersonal;
  }
}
