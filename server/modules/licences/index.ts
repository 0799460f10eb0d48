/**
 * The licences module's one entry (docs/decisions/0029-use-cases-and-borders.md): the shop's
 * licences to sell regulated goods and the sales they stop (docs/decisions/0047-regulated-sales.md).
 */
export { NO_SCAN, SCAN_NOT_ALLOWED, SCAN_TOO_LARGE, storeScan } from "./licence-scan";
export type { Licence, ScanChoice, ShownLicence } from "./licence-types";
export { type LicenceView, licenceScanPath } from "./licences.present";
export { licenceList } from "./licences.queries";
export { shopLicences } from "./licences.schema";
export {
  coveringLicencesIn,
  createLicencesService,
  type LicencesService,
  saleStopsIn,
  validLicencesIn,
} from "./licences.service";
