import type { z } from "zod";
import { presentIdentity, type settingsWire } from "./settings.present";
import type { SettingsService } from "./settings.service";

/** The shop's identity and security settings, as the owner's page and the admin API answer them. */
export async function shopSettings(settings: SettingsService): Promise<z.infer<typeof settingsWire>> {
  return {
    identity: presentIdentity(await settings.identity()),
    security: { require_two_factor: (await settings.security()).requireTwoFactor },
    offline: { service_worker: (await settings.offline()).serviceWorker },
  };
}
