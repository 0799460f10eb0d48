import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Config } from "../config";
import { accountsApi } from "../modules/accounts/accounts.api";
import { addressesApi } from "../modules/addresses/addresses.api";
import { blogApi } from "../modules/blog/blog.api";
import { blogAdminApi } from "../modules/blog/blog-admin.api";
import { bulkOrdersApi } from "../modules/bulk-orders/bulk-orders.api";
import { cartApi } from "../modules/cart/cart.api";
import { batchesAdminApi } from "../modules/catalog/admin/batches.admin-api";
import { categoriesAdminApi } from "../modules/catalog/admin/categories.admin-api";
import { catalogueCsvApi } from "../modules/catalog/admin/csv/catalogue-csv.admin-api";
import { listedIngredientsAdminApi } from "../modules/catalog/admin/listed-ingredients.admin-api";
import { productsAdminApi } from "../modules/catalog/admin/products.admin-api";
import { stockAdminApi } from "../modules/catalog/admin/stock.admin-api";
import { synonymsAdminApi } from "../modules/catalog/admin/synonyms.admin-api";
import { catalogApi } from "../modules/catalog/catalog.api";
import { contactApi } from "../modules/contact/contact.api";
import { cropsAdminApi } from "../modules/crops/crops.admin-api";
import { customersAdminApi } from "../modules/customers/customers-admin.api";
import { dashboardApi } from "../modules/dashboard/dashboard.api";
import { deliveryApi } from "../modules/delivery/delivery.api";
import { deliveryAdminApi } from "../modules/delivery/delivery-admin.api";
import { enquiriesApi } from "../modules/inbox/enquiries.api";
import { messagesApi } from "../modules/inbox/messages.api";
import { invoicesAdminApi } from "../modules/invoices/invoices.admin-api";
import { licencesApi } from "../modules/licences/licences.api";
import { adminOrdersApi } from "../modules/orders/admin-orders.api";
import { adminRefundsApi } from "../modules/orders/admin-refunds.api";
import { orderDetailsApi } from "../modules/orders/order-details.api";
import { ordersApi } from "../modules/orders/orders.api";
import { paymentsApi } from "../modules/payments/payments.api";
import { promoAdminApi } from "../modules/promotions/promo-admin.api";
import { promotionsApi } from "../modules/promotions/promotions.api";
import { reviewsApi } from "../modules/reviews/reviews.api";
import { reviewsAdminApi } from "../modules/reviews/reviews-admin.api";
import { settingsApi } from "../modules/settings/settings.api";
import { accountApi } from "../modules/staff/account.api";
import { auditApi } from "../modules/staff/audit.api";
import { staffApi } from "../modules/staff/staff.api";
import { staffAuthApi } from "../modules/staff/staff-auth.api";
import { uploadsApi } from "../modules/uploads/uploads.api";
import { whatsappApi } from "../modules/whatsapp";
import { openApiApi } from "../openapi/openapi.api";
import type { Services } from "../services";
import { type AppEnv, bodyLimitFor, LARGE_BODY_PATHS, ONE_MIB, TOO_LARGE } from "./app-env";
import type { ApiModule } from "./endpoint";
import { fail } from "./envelope";
import { preReadBody } from "./raw-body";

/** The API contract's version, shown in the OpenAPI document. */
const API_VERSION = "1.0.0";

/**
 * The JSON API of docs/api.md under /api: one module per area, each keeping its exact paths and
 * describing its endpoints for the OpenAPI document (server/http/endpoint.ts).
 */
export function apiRouter(config: Config, services: Services) {
  const api = new Hono<AppEnv>();
  // The Node server reads and limits API bodies itself (server/http/raw-body.ts); this
  // limit covers requests that arrive otherwise (tests, other adapters).
  const limit = bodyLimit({ maxSize: ONE_MIB, onError: (c) => fail(c, 413, TOO_LARGE) });
  const uploadLimits = new Map(
    LARGE_BODY_PATHS.map((path) => {
      const { bytes, message } = bodyLimitFor(path);
      return [path as string, bodyLimit({ maxSize: bytes, onError: (c) => fail(c, 413, message) })];
    }),
  );
  api.use((c, next) => {
    if (preReadBody(c.env)) return next();
    return (uploadLimits.get(c.req.path) ?? limit)(c, next);
  });
  // API answers carry customers' data (profile, cart, orders, sessions): no cache keeps them.
  api.use(async (c, next) => {
    await next();
    if (c.req.method === "POST") c.header("Cache-Control", "no-store");
  });
  // One module per area; each keeps the exact paths of docs/api.md and describes its
  // endpoints for the OpenAPI document (server/http/endpoint.ts).
  const secureCookies = config.publicUrl.startsWith("https:");
  const modules: (ApiModule | Hono<AppEnv>)[] = [
    catalogApi(services.catalog, services.recommendations),
    blogApi(services.blog),
    contactApi(services.contact),
    accountsApi(services.accounts, { secureCookies }),
    cartApi(services.cart, services.accounts),
    addressesApi(services.addresses, services.accounts),
    promotionsApi(services.promotions, services.accounts),
    bulkOrdersApi(services.bulkOrders, services.accounts),
    ordersApi({
      checkout: services.checkout,
      orders: services.orders,
      addresses: services.addresses,
      accounts: services.accounts,
    }),
    paymentsApi({ payments: services.payments, accounts: services.accounts }),
    whatsappApi(services.whatsappWebhook),
    deliveryApi({
      delivery: services.delivery,
      addresses: services.addresses,
      accounts: services.accounts,
    }),
    orderDetailsApi({
      orders: services.orders,
      cancelOrder: services.cancelOrder,
      accounts: services.accounts,
    }),
    reviewsApi(services.reviews, services.accounts),
    // The back office (docs/decisions/0011-back-office-staff.md): /api/admin/v1/…
    staffAuthApi(services.staff, { secureCookies }),
    staffApi(services.staff),
    auditApi(services.staff),
    accountApi(services.staff, services.twoFactor),
    settingsApi(services.settings, services.staff.sessions),
    deliveryAdminApi(services.delivery, services.staff.sessions),
    licencesApi(services.licences, services.uploads, services.staff.sessions),
    uploadsApi(services.uploads, services.staff.sessions),
    productsAdminApi(services.catalogAdmin, services.staff.sessions),
    stockAdminApi(services.catalogAdmin, services.staff.sessions),
    batchesAdminApi(services.batches, services.batchSheet, services.staff.sessions),
    categoriesAdminApi(services.catalogAdmin, services.staff.sessions),
    synonymsAdminApi(services.catalogAdmin, services.staff.sessions),
    listedIngredientsAdminApi(services.catalogAdmin, services.staff.sessions),
    catalogueCsvApi(services.catalogAdmin, services.staff.sessions),
    cropsAdminApi(services.cropsAdmin, services.staff.sessions),
    promoAdminApi(services.promoAdmin, services.staff.sessions),
    invoicesAdminApi(services.invoices, services.staff.sessions),
    blogAdminApi(services.blogAdmin, services.staff.sessions),
    adminOrdersApi({
      sessions: services.staff.sessions,
      adminOrders: services.adminOrders,
      fulfilment: services.fulfilment,
      confirmCod: services.codConfirmation.byStaff,
    }),
    adminRefundsApi({
      sessions: services.staff.sessions,
      adminOrders: services.adminOrders,
      refundPart: services.refundPart,
    }),
    enquiriesApi({ sessions: services.staff.sessions, enquiries: services.enquiries }),
    messagesApi({ sessions: services.staff.sessions, messages: services.messages }),
    customersAdminApi({
      sessions: services.staff.sessions,
      customers: services.customersAdmin,
      enquiries: services.enquiries,
      messages: services.messages,
    }),
    dashboardApi(services.dashboard, services.staff.sessions),
    reviewsAdminApi(services.reviewsAdmin, services.staff.sessions),
  ];
  const described = modules.filter((m): m is ApiModule => "endpoints" in m);
  for (const m of modules) api.route("/", "endpoints" in m ? m.router : m);
  api.route("/", openApiApi(described, { title: services.settings.shopName, version: API_VERSION }).router);
  api.all("*", (c) => fail(c, 404, "No such API endpoint."));
  return api;
}
