import { localCacheBus } from "./cache-bus";
import type { Config } from "./config";
import { createCancelOrder } from "./flows/cancel-order";
import { createCodConfirmation } from "./flows/confirm-cod";
import { createFulfilmentService } from "./flows/fulfil-order";
import { defaultAddressStop } from "./flows/licensed-goods";
import { createPhoneSignIn } from "./flows/phone-sign-in";
import { createCheckoutService } from "./flows/place-order";
import { createRefundPart } from "./flows/refund-part";
import { applyPayment } from "./flows/settle-payment";
import { createStaffOrders } from "./flows/staff-order";
import { createBatchBuyers } from "./flows/who-bought-batch";
import { createAccountsService } from "./modules/accounts/accounts.service";
import { createAddressesService } from "./modules/addresses/addresses.service";
import { createBlogService } from "./modules/blog/blog.service";
import { createBlogAdmin } from "./modules/blog/blog-admin";
import { createBulkOrdersService } from "./modules/bulk-orders/bulk-orders.service";
import { createCartService } from "./modules/cart/cart.service";
import { createBatchAdmin } from "./modules/catalog/admin/batches";
import { createBatchSheet } from "./modules/catalog/admin/batches-csv";
import { createCatalogAdmin } from "./modules/catalog/admin/catalog-admin.service";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { createContactService } from "./modules/contact/contact.service";
import { createCropsAdmin, createCropsService, cropUsesColumn } from "./modules/crops";
import { createCustomersAdmin } from "./modules/customers/customers-admin.service";
import { createDashboardService } from "./modules/dashboard/dashboard.service";
import { createDeliveryService } from "./modules/delivery/delivery.service";
import { createEnquiriesService } from "./modules/inbox/enquiries.service";
import { createMessagesService } from "./modules/inbox/messages.service";
import { createSalesRegister } from "./modules/invoices";
import { createInvoicesService } from "./modules/invoices/invoices.service";
import { createLicencesService, saleStopsIn } from "./modules/licences";
import { createAdminOrdersService } from "./modules/orders/admin-orders.service";
import { createOrdersService } from "./modules/orders/orders.service";
import { promoUsage } from "./modules/orders/promo-uses";
import {
  type PaymentLinks,
  razorpayPaymentLinks,
  sandboxPaymentLinks,
} from "./modules/payments/payment-links";
import { paymentReads } from "./modules/payments/payment-reads";
import { createPaymentsService } from "./modules/payments/payments.service";
import { type PaymentProvider, razorpayProvider, sandboxProvider } from "./modules/payments/providers";
import { createPhoneCodes } from "./modules/phone-codes";
import { createPromoAdmin } from "./modules/promotions/promo-admin";
import { createPromotionsService } from "./modules/promotions/promotions.service";
import { createRecommendationsService } from "./modules/recommendations/recommendations.service";
import { createReviewsAdmin, createReviewsService } from "./modules/reviews";
import { createSettingsService } from "./modules/settings/settings.service";
import { smsSender } from "./modules/sms";
import { createStaffService } from "./modules/staff/staff.service";
import { createTwoFactor } from "./modules/staff/two-factor";
import { createStockAlerts } from "./modules/stock-alerts";
import { recordDeliveryReports } from "./modules/texts";
import { openImageStorage } from "./modules/uploads/storage-open";
import { createUploadsService } from "./modules/uploads/uploads.service";

import type { ServiceDeps, Services } from "./services-types";

export type { ServiceDeps, Services };

export function paymentProvider(config: Config): PaymentProvider {
  const p = config.payment;
  return p.provider === "razorpay" ? razorpayProvider(p) : sandboxProvider(p.keySecret, p.webhookSecret);
}

/** Payment links for orders taken by phone: Razorpay Payment Links, or the sandbox's own window. */
export function paymentLinks(config: Config): PaymentLinks {
  const p = config.payment;
  return p.provider === "razorpay" ? razorpayPaymentLinks(p) : sandboxPaymentLinks(config.publicUrl);
}

export function createServices(deps: ServiceDeps): Services {
  const db = deps.database.db;
  const cacheTtlMs = deps.config.cacheTtlSeconds * 1000;
  const bus = deps.bus ?? localCacheBus();
  // What the licences stop today (docs/decisions/0047-regulated-sales.md): every listing shows it.
  const licences = createLicencesService(db, { bus, cacheTtlMs });
  const saleStops = () => licences.stops();
  const catalog = createCatalogService(db, { cacheTtlMs, saleStops });
  const recommendations = createRecommendationsService(db, { cacheTtlMs, saleStops });
  const crops = createCropsService(db, { cacheTtlMs });
  // A promo code's uses are counted from the orders (the orders module's table).
  const promotions = createPromotionsService(db, { usage: promoUsage });
  const provider = paymentProvider(deps.config);
  // Crops change what the catalogue's pages show: one topic drops their pages and caches too.
  const catalogueChanged = () => bus.changed("catalogue");
  bus.on("catalogue", () => {
    catalog.invalidate();
    recommendations.invalidate();
    crops.invalidate();
  });
  // Stock changed by a sale here: this process's cached listings and pages must not wait for
  // their TTL to show it (every cache of the catalogue listens on the bus: server/app.ts too).
  const onStockChange = () => bus.dropHere("catalogue");
  const blog = createBlogService(db, { cacheTtlMs });
  bus.on("blog", blog.invalidate);
  const settings = createSettingsService(db, { defaults: deps.business, bus, cacheTtlMs });
  // The shop's name in emails and the authenticator app's entry is the one the owner saved, as
  // the settings' cache last read it: getters, read each time one is written.
  const nameNow = () => settings.shopNameNow();
  const twoFactor = createTwoFactor(db, {
    get issuer() {
      return nameNow();
    },
  });
  const uploads = createUploadsService(db, {
    storage: openImageStorage(deps.config.storage),
    logger: deps.logger,
  });
  const shop = {
    publicUrl: deps.config.publicUrl,
    business: deps.business,
    whatsapp: Boolean(deps.config.whatsapp),
    get shopName() {
      return nameNow();
    },
  };
  const payments = createPaymentsService(db, {
    provider,
    logger: deps.logger,
    shop,
    onStockChange,
    applyPayment,
  });
  const cancelOrder = createCancelOrder(db, { runRefunds: payments.runRefunds, shop, onStockChange });
  // The order views read payments and refunds through the payments module (orders never imports it).
  const money = paymentReads(db);
  const cart = createCartService(db, { saleStops: saleStopsIn, stateStop: defaultAddressStop });
  const stockAlerts = createStockAlerts(db, { limits: deps.config.rateLimits, shop });
  // Stock booked in, returned or edited anywhere: waiting "notify me" requests are told soon.
  bus.on("catalogue", () =>
    stockAlerts.sendSoon((err) => deps.logger.error({ err }, "back-in-stock messages failed")),
  );
  const delivery = createDeliveryService(db, { settings, cart, promotions });
  const accounts = createAccountsService(db, {
    publicUrl: deps.config.publicUrl,
    get shopName() {
      return nameNow();
    },
    limits: deps.config.rateLimits,
  });
  const sms = deps.sms ?? smsSender(deps.config.sms, deps.logger);
  const codes = createPhoneCodes(db, {
    sender: sms,
    publicUrl: deps.config.publicUrl,
    get shopName() {
      return nameNow();
    },
    limits: deps.config.rateLimits,
    dailyCap: deps.config.smsDailyCap,
    logger: deps.logger,
  });
  return {
    business: deps.business,
    accounts,
    sms,
    phoneSignIn: createPhoneSignIn({ accounts, codes }),
    cart,
    addresses: createAddressesService(db),
    promotions,
    checkout: createCheckoutService(db, {
      provider,
      promotions,
      delivery,
      shop,
      logger: deps.logger,
      onStockChange,
      codLimits: deps.config.codLimits,
      confirmHours: deps.config.codConfirmHours,
    }),
    codConfirmation: createCodConfirmation(db, {
      shop,
      confirmHours: deps.config.codConfirmHours,
      onStockChange,
    }),
    delivery,
    orders: createOrdersService(db, money),
    payments,
    fulfilment: createFulfilmentService(db, { shop, cancelOrder, onStockChange }),
    cancelOrder,
    refundPart: createRefundPart(db, { shop, payments, onStockChange }),
    adminOrders: createAdminOrdersService(db, money),
    staffOrders: createStaffOrders(db, {
      delivery,
      links: paymentLinks(deps.config),
      providerName: provider.name,
      shop,
      logger: deps.logger,
      onStockChange,
    }),
    invoices: createInvoicesService(db),
    salesRegister: createSalesRegister(db),
    dashboard: createDashboardService(db),
    bulkOrders: createBulkOrdersService(db),
    catalog,
    crops,
    recommendations,
    blog,
    contact: createContactService(db, deps.config.rateLimits),
    stockAlerts,
    staff: createStaffService(db, {
      publicUrl: deps.config.publicUrl,
      get shopName() {
        return nameNow();
      },
      limits: deps.config.rateLimits,
      requireTwoFactor: async () => (await settings.security()).requireTwoFactor,
      checkSecondFactor: twoFactor.check,
    }),
    twoFactor,
    settings,
    licences,
    bus,
    uploads,
    // Every write tells every process, so the storefront shows it at once (server/cache-bus.ts).
    // The spreadsheet's crop_uses column is the crops module's: the catalogue never imports it.
    catalogAdmin: createCatalogAdmin(db, {
      uploads,
      changed: catalogueChanged,
      cropUses: cropUsesColumn(),
      saleStops,
    }),
    cropsAdmin: createCropsAdmin(db, { uploads, changed: catalogueChanged }),
    // A pack's batches and their expiry (docs/decisions/0049-batches-and-expiry.md).
    batches: createBatchAdmin(db, { changed: catalogueChanged }),
    // The batches spreadsheet: every batch downloaded, new ones received by upload (0053).
    batchSheet: createBatchSheet(db, { changed: catalogueChanged }),
    batchBuyers: createBatchBuyers(db),
    enquiries: createEnquiriesService(db, { shop }),
    messages: createMessagesService(db, { shop }),
    customersAdmin: createCustomersAdmin(db),
    promoAdmin: createPromoAdmin(db),
    blogAdmin: createBlogAdmin(db, { uploads, changed: () => bus.changed("blog") }),
    // A review published, hidden or changed changes the product's page and cards everywhere.
    reviews: createReviewsService(db, {
      uploads,
      limits: deps.config.rateLimits,
      changed: () => bus.changed("catalogue"),
    }),
    reviewsAdmin: createReviewsAdmin(db, { changed: () => bus.changed("catalogue") }),
    hasWhatsApp: Boolean(deps.config.whatsapp),
    whatsappWebhook: deps.config.whatsapp && {
      appSecret: deps.config.whatsapp.appSecret,
      verifyToken: deps.config.whatsapp.verifyToken,
      record: (reports) => recordDeliveryReports(db, reports),
    },
  };
}
