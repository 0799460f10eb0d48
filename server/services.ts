import type { Business } from "../lib/business";
import { type CacheBus, localCacheBus } from "./cache-bus";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { type AccountsService, createAccountsService } from "./modules/accounts/accounts.service";
import { type AddressesService, createAddressesService } from "./modules/addresses/addresses.service";
import { type BlogService, createBlogService } from "./modules/blog/blog.service";
import { type BulkOrdersService, createBulkOrdersService } from "./modules/bulk-orders/bulk-orders.service";
import { type CartService, createCartService } from "./modules/cart/cart.service";
import { type CatalogAdmin, createCatalogAdmin } from "./modules/catalog/admin/catalog-admin.service";
import { type CatalogService, createCatalogService } from "./modules/catalog/catalog.service";
import { type ContactService, createContactService } from "./modules/contact/contact.service";
import { type AdminOrdersService, createAdminOrdersService } from "./modules/orders/admin-orders.service";
import { createFulfilmentService, type FulfilmentService } from "./modules/orders/fulfilment.service";
import { createOrdersService, type OrdersService } from "./modules/orders/orders.service";
import { type CheckoutService, createCheckoutService } from "./modules/orders/place-order.service";
import { createPaymentsService, type PaymentsService } from "./modules/payments/payments.service";
import { type PaymentProvider, razorpayProvider, sandboxProvider } from "./modules/payments/providers";
import { createPromotionsService, type PromotionsService } from "./modules/promotions/promotions.service";
import {
  createRecommendationsService,
  type RecommendationsService,
} from "./modules/recommendations/recommendations.service";
import { createSettingsService, type SettingsService } from "./modules/settings/settings.service";
import { createStaffService, type StaffService } from "./modules/staff/staff.service";
import { createTwoFactor, type TwoFactor } from "./modules/staff/two-factor";
import { createUploadsService, type UploadsService } from "./modules/uploads/uploads.service";

/**
 * The shop's services, built once per process and handed to the API handlers and,
 * through React Router's load context, to the page loaders.
 */
export interface Services {
  business: Business;
  accounts: AccountsService;
  cart: CartService;
  addresses: AddressesService;
  promotions: PromotionsService;
  checkout: CheckoutService;
  orders: OrdersService;
  payments: PaymentsService;
  fulfilment: FulfilmentService;
  adminOrders: AdminOrdersService;
  bulkOrders: BulkOrdersService;
  catalog: CatalogService;
  recommendations: RecommendationsService;
  blog: BlogService;
  contact: ContactService;
  staff: StaffService;
  twoFactor: TwoFactor;
  /** The shop's identity and security settings, as the owner saved them. */
  settings: SettingsService;
  /**
   * Says a back-office write changed the catalogue, the blog or the settings, so every
   * process drops its caches: `await services.bus.changed("catalogue", tx)` (server/cache-bus.ts).
   */
  bus: CacheBus;
  uploads: UploadsService;
  /** The back office's catalogue: products, packs, pictures, stock, prices, categories. */
  catalogAdmin: CatalogAdmin;
}

export interface ServiceDeps {
  config: Config;
  database: Database;
  logger: Logger;
  business: Business;
  /** The cross-process cache bus; one process's own when left out (tests). */
  bus?: CacheBus;
}

export function paymentProvider(config: Config): PaymentProvider {
  const p = config.payment;
  return p.provider === "razorpay" ? razorpayProvider(p) : sandboxProvider(p.keySecret, p.webhookSecret);
}

export function createServices(deps: ServiceDeps): Services {
  const db = deps.database.db;
  const cacheTtlMs = deps.config.cacheTtlSeconds * 1000;
  const catalog = createCatalogService(db, { cacheTtlMs });
  const recommendations = createRecommendationsService(db, { cacheTtlMs });
  const promotions = createPromotionsService(db);
  const provider = paymentProvider(deps.config);
  // Stock changed: the cached listings' stock labels must not wait for their TTL here.
  const onStockChange = () => {
    catalog.invalidate();
    recommendations.invalidate();
  };
  const bus = deps.bus ?? localCacheBus();
  bus.on("catalogue", onStockChange);
  const blog = createBlogService(db, { cacheTtlMs });
  bus.on("blog", blog.invalidate);
  const settings = createSettingsService(db, { defaults: deps.business, bus, cacheTtlMs });
  const twoFactor = createTwoFactor(db, { issuer: deps.business.name });
  const uploads = createUploadsService(db, { dir: deps.config.uploadsDir });
  const shop = { shopName: deps.business.name, publicUrl: deps.config.publicUrl };
  const payments = createPaymentsService(db, { provider, logger: deps.logger, shop, onStockChange });
  return {
    business: deps.business,
    accounts: createAccountsService(db, {
      publicUrl: deps.config.publicUrl,
      shopName: deps.business.name,
      limits: deps.config.rateLimits,
    }),
    cart: createCartService(db),
    addresses: createAddressesService(db),
    promotions,
    checkout: createCheckoutService(db, { provider, promotions, logger: deps.logger, onStockChange }),
    orders: createOrdersService(db),
    payments,
    fulfilment: createFulfilmentService(db, { shop, payments }),
    adminOrders: createAdminOrdersService(db),
    bulkOrders: createBulkOrdersService(db),
    catalog,
    recommendations,
    blog,
    contact: createContactService(db, deps.config.rateLimits),
    staff: createStaffService(db, {
      publicUrl: deps.config.publicUrl,
      shopName: deps.business.name,
      limits: deps.config.rateLimits,
      requireTwoFactor: async () => (await settings.security()).requireTwoFactor,
      checkSecondFactor: twoFactor.check,
    }),
    twoFactor,
    settings,
    bus,
    uploads,
    // Every write tells every process, so the storefront shows it at once (server/cache-bus.ts).
    catalogAdmin: createCatalogAdmin(db, { uploads, changed: () => bus.changed("catalogue") }),
  };
}
