import { indiaDay } from "../../../lib/india-time";
import { type LicenceView, presentLicence } from "./licences.present";
import type { LicencesService } from "./licences.service";

/** Every licence of the shop, as the owner's page and the admin API show them. */
export async function licenceList(licences: LicencesService, now = new Date()): Promise<LicenceView[]> {
  const today = indiaDay(now);
  return (await licences.list()).map((l) => presentLicence(l, today));
}
