// For the modules built on this one (docs/decisions/0034-order-moves-in-one-place.md).
export { shopSettings } from "./settings.schema";
export type { SettingsService } from "./settings.service";
