import type { Permission } from "../../../lib/staff-roles";

/**
 * The back office's navigation, in order. A page joins the menu here with the permission its
 * loader and endpoints check; the menu shows a member only the entries their role has.
 */
export const ADMIN_NAV: readonly { to: string; label: string; permission: Permission }[] = [
  { to: "/admin", label: "Dashboard", permission: "backOffice" },
  { to: "/admin/orders", label: "Orders", permission: "orders" },
  { to: "/admin/orders/new", label: "Take an order", permission: "placeOrders" },
  { to: "/admin/invoices", label: "Invoices", permission: "payments" },
  { to: "/admin/sales-register", label: "Sales register", permission: "payments" },
  { to: "/admin/enquiries", label: "Enquiries", permission: "customers" },
  { to: "/admin/messages", label: "Messages", permission: "customers" },
  { to: "/admin/customers", label: "Customers", permission: "customers" },
  { to: "/admin/reviews", label: "Reviews", permission: "reviews" },
  { to: "/admin/products", label: "Products", permission: "catalogue" },
  { to: "/admin/categories", label: "Categories", permission: "catalogue" },
  { to: "/admin/crops", label: "Crops", permission: "catalogue" },
  { to: "/admin/stock", label: "Low stock", permission: "stock" },
  { to: "/admin/batches", label: "Batches spreadsheet", permission: "stock" },
  { to: "/admin/batch-buyers", label: "Who bought a batch", permission: "customers" },
  { to: "/admin/catalogue", label: "Import and export", permission: "catalogue" },
  { to: "/admin/synonyms", label: "Search synonyms", permission: "catalogue" },
  { to: "/admin/promos", label: "Promo codes", permission: "promotions" },
  { to: "/admin/blog", label: "Blog", permission: "content" },
  { to: "/admin/staff", label: "Staff", permission: "staff" },
  { to: "/admin/audit", label: "Audit log", permission: "audit" },
  { to: "/admin/settings", label: "Shop settings", permission: "settings" },
  { to: "/admin/settings/delivery", label: "Delivery & COD", permission: "settings" },
  { to: "/admin/settings/licences", label: "Licences", permission: "settings" },
  { to: "/admin/settings/ingredients", label: "Banned ingredients", permission: "settings" },
  { to: "/admin/account", label: "My account", permission: "account" },
];
