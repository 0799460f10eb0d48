/**
 * Who on the staff may do what: the one permission table of the back office
 * (docs/decisions/0011-back-office-staff.md). The server checks every admin endpoint against it;
 * the admin pages use it only to leave out links a role cannot follow (hiding is not a check).
 */
export const STAFF_ROLES = ["owner", "manager", "packer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The areas of the back office, each a permission. */
export const PERMISSIONS = {
  /**
   * One's own account (sign-out, password, two-factor): every staff member, and the only
   * thing open to one who must still set up two-factor sign-in.
   */
  account: ["owner", "manager", "packer"],
  /** The dashboard: every signed-in staff member. */
  backOffice: ["owner", "manager", "packer"],
  /** Orders, their lines and delivery addresses, packing slips. */
  orders: ["owner", "manager", "packer"],
  /** Marking orders packed, shipped and delivered; staff notes. */
  fulfilment: ["owner", "manager", "packer"],
  /**
   * Money: order totals and revenue, payments and refunds with the provider's ids, the
   * customer's account details, cancelling a paid order (which refunds it), the accountant's
   * export. Not for packers (docs/storefront.md, "Back office: orders").
   */
  payments: ["owner", "manager"],
  /**
   * Placing an order for a customer who rang or wrote (phone, WhatsApp) or came to the counter
   * (docs/decisions/0038-orders-taken-by-staff.md). Not for packers.
   */
  placeOrders: ["owner", "manager"],
  /** Changing a pack's price on an order staff place, with a reason (audited). */
  orderPrices: ["owner", "manager"],
  /**
   * What customers sent and who they are: the bulk enquiries and contact messages inboxes
   * (replies by email, notes, statuses) and customers' accounts (search, their page,
   * disabling). Not for packers.
   */
  customers: ["owner", "manager"],
  catalogue: ["owner", "manager"],
  /**
   * Customers' reviews: publishing, hiding and answering them (docs/decisions/0045-ratings-and-reviews.md).
   * The staff who look after customers or the catalogue: owners and managers, not packers.
   */
  reviews: ["owner", "manager"],
  stock: ["owner", "manager"],
  promotions: ["owner", "manager"],
  content: ["owner", "manager"],
  staff: ["owner"],
  settings: ["owner"],
  audit: ["owner"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  packer: "Packer",
};

/** The sentence a refused staff member reads (403), naming the roles that may. */
export function refusal(permission: Permission): string {
  const roles = PERMISSIONS[permission].map((r) => ROLE_LABELS[r].toLowerCase());
  const who = roles.length === 1 ? roles[0] : `${roles.slice(0, -1).join(", ")} or ${roles.at(-1)}`;
  return `Your role cannot do this: it needs the ${who} role. Ask the shop's owner if you need it.`;
}
