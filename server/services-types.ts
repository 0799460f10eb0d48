import type { Business } from "../lib/business";
import type { CacheBus } from "./cache-bus";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { CancelOrder } from "./flows/cancel-order";
import type { CodConfirmation } from "./flows/confirm-cod";
import type { FulfilmentService } from "./flows/fulfil-order";
import type { PhoneSignIn } from "./flows/phone-sign-in";
import type { CheckoutService } from "./flows/place-order";
import type { RefundPart } from "./flows/refund-part";
import type { StaffOrders } from "./flows/staff-order";
import type { BatchBuyers } from "./flows/who-bought-batch";
import type { Logger } from "./logger";
import type { AccountsService } from "./modules/accounts/accounts.service";
import type { AddressesService } from "./modules/addresses/addresses.service";
import type { BlogService } from "./modules/blog/blog.service";
import type { BlogAdmin } from "./modules/blog/blog-admin";
import type { BulkOrdersService } from "./modules/bulk-orders/bulk-orders.service";
import type { CartService } from "./modules/cart/cart.service";
import type { BatchAdmin } from "./modules/catalog/admin/batches";
import type { BatchSheet } from "./modules/catalog/admin/batches-csv";
import type { CatalogAdmin } from "./modules/catalog/admin/catalog-admin.service";
import type { CatalogService } from "./modules/catalog/catalog.service";
import type { ContactService } from "./modules/contact/contact.service";
import type { CropsAdmin, CropsService } from "./modules/crops";
import type { CustomersAdmin } from "./modules/customers/customers-admin.service";
import type { DashboardService } from "./modules/dashboard/dashboard.service";
import type { DeliveryService } from "./modules/delivery/delivery.service";
import type { EnquiriesService } from "./modules/inbox/enquiries.service";
import type { MessagesService } from "./modules/inbox/messages.service";
import type { SalesRegister } from "./modules/invoices";
import type { InvoicesService } from "./modules/invoices/invoices.service";
import type { LicencesService } from "./modules/licences";
import type { AdminOrdersService } from "./modules/orders/admin-orders.service";
import type { OrdersService } from "./modules/orders/orders.service";
import type { PaymentsService } from "./modules/payments/payments.service";
import type { PromoAdmin } from "./modules/promotions/promo-admin";
import type { PromotionsService } from "./modules/promotions/promotions.service";
import type { RecommendationsService } from "./modules/recommendations/recommendations.service";
import type { ReviewsAdmin, ReviewsService } from "./modules/reviews";
import type { SettingsService } from "./modules/settings/settings.service";
import type { SmsSender } from "./modules/sms";
import type { StaffService } from "./modules/staff/staff.service";
import type { TwoFactor } from "./modules/staff/two-factor";
import type { StockAlerts } from "./modules/stock-alerts";
import type { UploadsService } from "./modules/uploads/uploads.service";
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
  /** The register of regulated goods sold and its monthly summary (decision 0050). */
  salesRegister: SalesRegister;
  /** The back office's first page: waiting orders, sales, refunds due, low stock. */
  dashboard: DashboardService;
  bulkOrders: BulkOrdersService;
  catalog: CatalogService;
  /** Crops, their stages and problems, each with its products and their doses (the storefront). */
  crops: CropsService;
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
  /** The back office's crops: crops, stages, problems and each product's uses with their doses. */
  cropsAdmin: CropsAdmin;
  /** A pack's batches and their expiry (docs/decisions/0049-batches-and-expiry.md). */
  batches: BatchAdmin;
  /** The batches spreadsheet (docs/decisions/0053-batches-spreadsheet.md). */
  batchSheet: BatchSheet;
  /** Who bought a batch, for a recall or an inspector (server/flows/who-bought-batch.ts). */
  batchBuyers: BatchBuyers;
  /** The back office's inboxes: bulk enquiries and contact messages, answered by email. */
  enquiries: EnquiriesService;
  messages: MessagesService;
  /** Customers' accounts for the back office (search, their page, disabling). */
  customersAdmin: CustomersAdmin;
  /** The back office's promo codes (not cached: the checkout reads them afresh). */
  promoAdmin: PromoAdmin;
  /** The back office's blog: drafts, published posts, covers. */
  blogAdmin: BlogAdmin;
  /** Customers' ratings and reviews of what was delivered to them (docs/decisions/0045-ratings-and-reviews.md). */
  reviews: ReviewsService;
  /** The back office's moderation of reviews: publish, hide, answer. */
  reviewsAdmin: ReviewsAdmin;
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
