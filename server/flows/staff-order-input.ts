import type { OrderChannel } from "../../lib/order-channels";
import type { StaffRole } from "../../lib/staff-roles";
import type { AddressInput } from "../../lib/validation/address";
import type { StaffLine, StaffPayment } from "./staff-order-quote";

/** The staff member placing the order: recorded on it, on its events and in the audit log. */
export interface StaffBy {
  staffId: number;
  name: string;
  role: StaffRole;
}

export interface StaffOrderInput {
  customerId: number;
  channel: Exclude<OrderChannel, "web">;
  lines: StaffLine[];
  pay: StaffPayment;
  /** One of the customer's saved addresses… */
  addressId?: number;
  /** …or a new one (saved to their address book). Neither for a counter sale. */
  newAddress?: AddressInput;
  /** Why a price was changed (needed when one was). */
  priceReason?: string;
  /** The total staff were shown: placing refuses when the rules or prices changed since. */
  expectedTotalPaise?: number;
  /** A key made when the total was drawn: the same key again is the same order, never a second. */
  attemptKey?: string;
}

export const placeText = {
  counterCash: "A sale at the counter is paid in cash now.",
  counterOnly: "Cash now is only for a sale at the counter: choose cash on delivery or a payment link.",
  noAddress: "Choose one of the customer's addresses, or type a new one.",
  disabled: "This customer's account is disabled: enable it on their page first.",
  totalChanged: (total: string) =>
    `The total is now ${total}: prices or delivery rules changed. Check it with the customer, then place the order again.`,
} as const;
