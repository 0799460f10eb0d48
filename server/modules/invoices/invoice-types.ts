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
