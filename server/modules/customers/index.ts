/**
 * The back office's customers (docs/decisions/0029-use-cases-and-borders.md): an account seen
 * with its orders, addresses and what it sent the shop; disabling and enabling it. A module of
 * its own, so that accounts need not know about orders, addresses or the inboxes.
 */

export { customerList, customerListBody, customerPage } from "./customers.queries";
export { customerMessages } from "./customers-admin.present";
