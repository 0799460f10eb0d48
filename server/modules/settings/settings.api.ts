import { z } from "zod";
import { identityFields, offlineFields, securityFields } from "../../../lib/validation/settings";
import { defineAdminApi } from "../../http/admin-api";
import type { StaffSessions } from "../staff";
import { settingsWire } from "./settings.present";
import { shopSettings } from "./settings.queries";
import type { SettingsService } from "./settings.service";

/** The owner's shop settings: identity (name, address, phones, links, GSTIN…) and security. */
export function settingsApi(settings: SettingsService, sessions: StaffSessions) {
  const api = defineAdminApi("Shop settings", sessions);
  const current = () => shopSettings(settings);

  api.post(
    {
      path: "/settings/get",
      summary: "The shop's identity and security settings.",
      permission: "settings",
      body: z.object({}),
      data: settingsWire,
    },
    async () => ({ data: await current() }),
  );

  api.post(
    {
      path: "/settings/identity",
      summary: "Saves the shop's identity; the storefront shows it at once, in every process.",
      description:
        "A form loaded before someone else saved is refused with 409 (send `expected_updated_at`).",
      permission: "settings",
      body: identityFields,
      data: settingsWire,
      errors: ["conflict"],
    },
    async (_c, body, me) => {
      const { expected_updated_at, ...input } = body;
      await settings.updateIdentity({ staffId: me.id, name: me.name }, input, expected_updated_at);
      return { data: await current(), message: "The shop's details are saved." };
    },
  );

  api.post(
    {
      path: "/settings/security",
      summary: "Requires (or stops requiring) two-factor sign-in of every staff member.",
      permission: "settings",
      body: securityFields,
      data: settingsWire,
    },
    async (_c, body, me) => {
      await settings.updateSecurity(
        { staffId: me.id, name: me.name },
        { requireTwoFactor: body.require_two_factor },
      );
      return {
        data: await current(),
        message: body.require_two_factor
          ? "Two-factor sign-in is now required of every staff member."
          : "Two-factor sign-in is now each staff member's choice.",
      };
    },
  );

  api.post(
    {
      path: "/settings/offline",
      summary:
        "Turns offline use on or off: off, every phone's service worker removes itself at its next visit.",
      description:
        "The kill switch for a bad release (docs/decisions/0051-offline.md): the shop then serves a worker that empties its caches and unregisters.",
      permission: "settings",
      body: offlineFields,
      data: settingsWire,
    },
    async (_c, body, me) => {
      await settings.updateOffline({ staffId: me.id, name: me.name }, { serviceWorker: body.service_worker });
      return { data: await current(), message: offlineSaid(body.service_worker) };
    },
  );

  return api;
}

/** What the owner is told after switching offline use. */
export const offlineSaid = (on: boolean) =>
  on
    ? "Offline use is on: phones keep the shop's pages for use without the network."
    : "Offline use is off: every phone removes the shop's service worker at its next visit.";
