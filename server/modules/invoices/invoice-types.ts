import type { LicenceKind } from "../../../lib/regulated";

/** Who issues an invoice, as it stood when the invoice was issued. */
export interface InvoiceSupplier {
  name: string;
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  stateCode: string;
  email: string;
  phone: string;
  /**
   * The shop's licences valid on the day of issue (docs/decisions/0047-regulated-sales.md);
   * absent on invoices issued before they were printed.
   */
  licences?: { kind: LicenceKind; number: string }[];
}

/** Who buys: the delivery address, and a business buyer's GSTIN and registered name. */
export interface InvoiceBuyer {
  name: string;
  legalName: string | null;
  gstin: string | null;
  address: string;
  state: string;
  pincode: string;
  phone: string;
  email: string;
}
