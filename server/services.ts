import type { Business } from "../lib/business";
import { type CacheBus, localCacheBus } from "./cache-bus";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { type CancelOrder, createCancelOrder } from "./flows/cancel-order";
import { type CodConfirmation, createCodConfirmation } from "./flows/confirm-cod";
import { createFulfilmentService, type FulfilmentService } from "./flows/fulfil-order";
import { createPhoneSignIn, type PhoneSignIn } from "./flows/phone-sign-in";
import { type CheckoutService, createCheckoutService } from "./flows/place-order";
import { createRefundPart, type RefundPart } from "./flows/refund-part";
import { applyPayment } from "./flows/settle-payment";
import { createStaffOrders, type StaffOrders } from "./flows/staff-order";
import type { Logger } from "./logger";
import { type AccountsService, createAccountsService } from "./modules/accounts/accounts.service";
import { type AddressesService, createAddressesService } from "./modules/addresses/addresses.service";
import { type BlogService, createBlogService } from "./modules/blog/blog.service";
import { type BlogAdmin, createBlogAdmin } from "./modules/blog/blog-admin";
import { type BulkOrdersService, createBulkOrdersService } from "./modules/bulk-orders/bulk-orders.service";
import { type CartService, createCartService } from "./modules/cart/cart.service";
import { type CatalogAdmin, createCatalogAdmin } from "./modules/catalog/admin/catalog-admin.service";
import { type CatalogService, createCatalogService } from "./modules/catalog/catalog.service";
import { type ContactService, createContactService } from "./modules/contact/contact.service";
import { type CustomersAdmin, createCustomersAdmin } from "./modules/customers/customers-admin.service";
import { createDashboardService, type DashboardService } from "./modules/dashboard/dashboard.service";
import { createDeliveryService, type DeliveryService } from "./modules/delivery/delivery.service";
import { createEnquiriesService, type EnquiriesService } from "./modules/inbox/enquiries.service";
import { createMessagesService, type MessagesService } from "./modules/inbox/messages.service";
import { createInvoicesService, type InvoicesService } from "./modules/invoices/invoices.service";
import { createLicencesService, type LicencesService, saleStopsIn } from "./modules/licences";
import { type AdminOrdersService, createAdminOrdersService } from "./modules/orders/admin-orders.service";
import { createOrdersService, type OrdersService } from "./modules/orders/orders.service";
import { promoUsage } from "./modules/orders/promo-uses";
import {
  type PaymentLinks,
  razorpayPaymentLinks,
  sandboxPaymentLinks,
} from "./modules/payments/payment-links";
import { paymentReads } from "./modules/payments/payment-reads";
import { createPaymentsService, type PaymentsService } from "./modules/payments/payments.service";
import { type PaymentProvider, razorpayProvider, sandboxProvider } from "./modules/payments/providers";
import { createPhoneCodes } from "./modules/phone-codes";
import { createPromoAdmin, type PromoAdmin } from "./modules/promotions/promo-admin";
import { createPromotionsService, type PromotionsService } from "./modules/promotions/promotions.service";
import {
  createRecommendationsService,
  type RecommendationsService,
} from "./modules/recommendations/recommendations.service";
import { createSettingsService, type SettingsService } from "./modules/settings/settings.service";
import { type SmsSender, smsSender } from "./modules/sms";
import { createStaffService, type StaffService } from "./modules/staff/staff.service";
import { createTwoFactor, type TwoFactor } from "./modules/staff/two-factor";
import { createStockAlerts, type StockAlerts } from "./modules/stock-alerts";
import { recordDeliveryReports } from "./modules/texts";
import { openImageStorage } from "./modules/uploads/storage-open";
import { createUploadsService, type UploadsService } from "./modules/uploads/uploads.service";
import type { WhatsAppWebhook } from "./modules/whatsapp";

/**
 * The shop's services, built once per process and handed to the API handlers and,
 * through React Router's load context, to the page loaders.
 */
export interface Services {
  business: Business;
  accounts: AccountsService;
  /** Where SMS go (SMS_PROVIDER): the log, or MSG91. */
  sms: SmsSender;
  /** Signing up, in and a new password with a code by SMS (server/flows/phone-sign-in.ts). */
  phoneSignIn: PhoneSignIn;
  cart: CartService;
  addresses: AddressesService;
  promotions: PromotionsService;
  checkout: CheckoutService;
  /** Delivery charges, pincodes served and cash on delivery: the owner's rules and the quotes. */
  delivery: DeliveryService;
  orders: OrdersService;
  payments: PaymentsService;
  fulfilment: FulfilmentService;
  /** Cash on delivery waiting for its confirmation: code, link, staff, expiry (decision 0037). */
  codConfirmation: CodConfirmation;
  /** Cancelling an order, by its customer or by staff (server/flows/cancel-order.ts). */
  cancelOrder: CancelOrder;
  /** Staff refunding part of a paid order, with its credit note (server/flows/refund-part.ts). */
  refundPart: RefundPart;
  adminOrders: AdminOrdersService;
  /** Orders staff place for a customer: by phone, WhatsApp or at the counter (server/flows/staff-order.ts). */
  staffOrders: StaffOrders;
  /** Issued tax invoices and credit notes: an order's own, the back office's list and CSV. */
  invoices: InvoicesService;
  /** The back office's first page: waiting orders, sales, refunds due, low stock. */
  dashboard: DashboardService;
  bulkOrders: BulkOrdersService;
  catalog: CatalogService;
  recommendations: RecommendationsService;
  blog: BlogService;
  contact: ContactService;
  /** "Notify me" on a sold-out pack, and the one message when it is back. */
  stockAlerts: StockAlerts;
  staff: StaffService;
  twoFactor: TwoFactor;
  /** The shop's identity and security settings, as the owner saved them. */
  settings: SettingsService;
  /** The shop's licences to sell insecticides, fertilisers and seeds, and the sales they stop. */
  licences: LicencesService;
  /**
   * Says a back-office write changed the catalogue, the blog or the settings, so every
   * process drops its caches: `await services.bus.changed("catalogue", tx)` (server/cache-bus.ts).
   */
  bus: CacheBus;
  uploads: UploadsService;
  /** The back office's catalogue: products, packs, pictures, stock, prices, categories. */
  catalogAdmin: CatalogAdmin;
  /** The back office's inboxes: bulk enquiries and contact messages, answered by email. */
  enquiries: EnquiriesService;
  messages: MessagesService;
  /** Customers' accounts for the back office (search, their page, disabling). */
  customersAdmin: CustomersAdmin;
  /** The back office's promo codes (not cached: the checkout reads them afresh). */
  promoAdmin: PromoAdmin;
  /** The back office's blog: drafts, published posts, covers. */
  blogAdmin: BlogAdmin;
  /** The shop has WhatsApp (all of WHATSAPP_* set): customers may choose it for their messages. */
  hasWhatsApp: boolean;
  /** WhatsApp's delivery reports (server/modules/whatsapp); unset without WhatsApp. */
  whatsappWebhook?: WhatsAppWebhook;
}

export interface ServiceDeps {
  config: Config;
  database: Database;
  logger: Logger;
  business: Business;
  /** The cross-process cache bus; one process's own when left out (tests). */
  bus?: CacheBus;
  /** The SMS sender; SMS_PROVIDER's when left out (a test may hand one that fails). */
  sms?: SmsSender;
}

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
  // A promo code's uses are counted from the orders (the orders module's table).
  const promotions = createPromotionsService(db, { usage: promoUsage });
  const provider = paymentProvider(deps.config);
  bus.on("catalogue", () => {
    catalog.invalidate();
    recommendations.invalidate();
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
  const cart = createCartService(db, { saleStops: saleStopsIn });
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
    dashboard: createDashboardService(db),
    bulkOrders: createBulkOrdersService(db),
    catalog,
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
    catalogAdmin: createCatalogAdmin(db, { uploads, changed: () => bus.changed("catalogue"), saleStops }),
    enquiries: createEnquiriesService(db, { shop }),
    messages: createMessagesService(db, { shop }),
    customersAdmin: createCustomersAdmin(db),
    promoAdmin: createPromoAdmin(db),
    blogAdmin: createBlogAdmin(db, { uploads, changed: () => bus.changed("blog") }),
    hasWhatsApp: Boolean(deps.config.whatsapp),
    whatsappWebhook: deps.config.whatsapp && {
      appSecret: deps.config.whatsapp.appSecret,
      verifyToken: deps.config.whatsapp.verifyToken,
      record: (reports) => recordDeliveryReports(db, reports),
    },
  };
}
