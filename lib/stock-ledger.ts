/**
 * The stock ledger's words (docs/decisions/0030-stock-ledger.md): why a pack's stock moved and
 * who moved it. The server stores them; the back office shows them.
 */
export const STOCK_REASONS = [
  /** Taken for good: a cash-on-delivery order, or a late payment that found its stock again. */
  "sale",
  /** Taken for an order awaiting its online payment (kept when the payment comes). */
  "hold",
  /** A hold given back: the payment never came, could not start, or the order was cancelled unpaid. */
  "release",
  /** A paid or confirmed order cancelled: its packs back on the shelf. */
  "cancel",
  /** A parcel that came back: its packs back on the shelf. */
  "return",
  /** A count changed by staff in the back office, with the reason they gave. */
  "staff adjustment",
  /** A count written by the catalogue spreadsheet, or by the demo shop. */
  "import",
  /** A count taken as it stood: the opening balance when the ledger began. */
  "recount",
  /** A batch received into stock (docs/decisions/0049-batches-and-expiry.md). */
  "received",
  /** A batch written off the sellable stock: its expiry day has passed (India's day). */
  "expired",
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** Who moved stock: a staff member, a customer (their order), or the shop itself (jobs, the provider). */
export const STOCK_ACTOR_KINDS = ["staff", "customer", "system"] as const;
export type StockActorKind = (typeof STOCK_ACTOR_KINDS)[number];
