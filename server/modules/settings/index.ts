/**
 * The shop settings module's one entry (docs/decisions/0029-use-cases-and-borders.md): what the
 * owner's settings page reads, as the admin API answers it.
 */
export type { ShopIdentity } from "./settings.present";
export { shopSettings } from "./settings.queries";
