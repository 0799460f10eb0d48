/**
 * A credit note's address under its order's documents (`/invoice/{order}/…`, the back office's
 * `/admin/invoices/{order}/…`): the first is `credit-note`, as before an order could have
 * several, the n-th `credit-note-n` (docs/decisions/0032-refunds.md).
 */
export const creditNoteFile = (position: number) =>
  position <= 1 ? "credit-note" : `credit-note-${position}`;
