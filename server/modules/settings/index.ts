/**
 * The shop settings module's one entry (docs/decisions/0029-use-cases-and-borders.md): what the
 * owner's settings page reads, as the admin API answers it.
 */

export { offlineSaid } from "./settings.api";
export type { ShopIdentity } from "./settings.present";
export { shopSettings } from "./settings.queries";
// For the modules built on this one (docs/decisions/0034-order-moves-in-one-place.md).
export { shopSettings as shopSettingsTable } from "./settings.schema";
export type { OfflineSettings, SettingsService } from "./settings.service";
