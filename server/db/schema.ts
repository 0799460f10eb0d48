// Every table of the shop, gathered from the per-module schema files so that drizzle's
// relational queries and the migration generator see one schema.
export * from "../modules/accounts/accounts.schema";
export * from "../modules/addresses/addresses.schema";
export * from "../modules/blog/blog.schema";
export * from "../modules/bulk-orders/bulk-orders.schema";
export * from "../modules/cart/cart.schema";
export * from "../modules/catalog/catalog.schema";
export * from "../modules/catalog/search.schema";
export * from "../modules/catalog/stock.schema";
export * from "../modules/catalog/synonyms.schema";
export * from "../modules/catalog/translations.schema";
export * from "../modules/contact/contact.schema";
export * from "../modules/crops/crops.schema";
export * from "../modules/delivery/cod-pincodes.schema";
export * from "../modules/invoices/invoices.schema";
export * from "../modules/licences/licences.schema";
export * from "../modules/notifications/notifications.schema";
export * from "../modules/orders/cod-confirm.schema";
export * from "../modules/orders/orders.schema";
export * from "../modules/outbox/outbox.schema";
export * from "../modules/payments/payments.schema";
export * from "../modules/promotions/promotions.schema";
export * from "../modules/reviews/reviews.schema";
export * from "../modules/settings/settings.schema";
export * from "../modules/staff/staff.schema";
export * from "../modules/stock-alerts/stock-alerts.schema";
export * from "../modules/uploads/uploads.schema";
