import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The shop's route table, in one place. Any other path falls through
 * to the splat route, which answers 404 with the not-found screen.
 */
export default [
  index("routes/home.tsx"),
  route("products/:category", "routes/products.$category.tsx"),
  // The placeholder pages show the real listing of their category (one module for the four).
  route("plants", "routes/category-shortcut.tsx", { id: "routes/plants" }),
  route("agro", "routes/category-shortcut.tsx", { id: "routes/agro" }),
  route("vegetable-seeds", "routes/category-shortcut.tsx", { id: "routes/vegetable-seeds" }),
  route("tea-product", "routes/category-shortcut.tsx", { id: "routes/tea-product" }),
  route("about-us", "routes/about-us.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("profile", "routes/profile.tsx"),
  route("order", "routes/order.tsx"),
  route("order/:orderId", "routes/order.$orderId.tsx"),
  route("product-info/:id", "routes/product-info.$id.tsx"),
  // Crops: a farmer starts from his crop, then its stage or problem (docs/decisions/0043-crops-and-doses.md).
  route("crops", "routes/crops.tsx"),
  route("crops/:crop", "routes/crops.$crop.tsx"),
  route("track-order", "routes/track-order.tsx"),
  // The link of a cash on delivery order's SMS: its page shows the order; only its POST confirms.
  route("cod/:token", "routes/cod.$token.tsx"),
  // With no product the enquiry starts empty; from a product page, with that product.
  route("bulk-order/:productId?", "routes/bulk-order.tsx"),
  // Where to go after logging in: `bulkorder`, or `product` and its id (app/lib/return-to.ts).
  route("login/:destination?/:productId?", "routes/login.tsx"),
  route("signup/:destination?/:productId?", "routes/signup.tsx"),
  // `/forgot-password/reset/{token}` is the emailed link.
  route("forgot-password/:step?/:token?", "routes/forgot-password.tsx"),
  // Signing up, in and a new password with an SMS code (docs/decisions/0036-sign-in-by-phone.md).
  route("phone-signup", "routes/phone-signup.tsx"),
  route("phone-login", "routes/phone-login.tsx"),
  route("phone-reset", "routes/phone-reset.tsx"),
  route("logout", "routes/logout.ts"),
  // The address form's pincode lookup (JSON): fills the city, district and state.
  route("pincode/:pincode", "routes/pincode.$pincode.ts"),
  route("payment-status", "routes/payment-status.tsx"),
  route("payment-success", "routes/payment-success.tsx"),
  route("payment-error", "routes/payment-error.tsx"),
  // The sandbox's test payment window as a page, for a checkout sent before its scripts came.
  route("payment-sandbox/:providerOrderId", "routes/payment-sandbox.$providerOrderId.tsx"),
  // The sandbox's window for a payment link staff sent (a phone order), opened from a text message.
  route("pay-link/:linkId", "routes/pay-link.$linkId.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog-details/:title", "routes/blog-details.$title.tsx"),
  route("search-item", "routes/search-item.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // The back office: its own layout, stylesheet and bundles (docs/decisions/0011-back-office-staff.md).
  route("admin", "routes/admin/layout.tsx", [
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.ts"),
    route("setup", "routes/admin/setup.tsx"),
    route("invite", "routes/admin/invite.tsx"),
    // Outside the shell: printed pages and a download, without the navigation.
    route("orders/slips", "routes/admin/order-slips.tsx"),
    route("orders/export", "routes/admin/orders-export.ts"),
    // The dashboard's cash on delivery switch per pincode (a POST; back to the dashboard).
    route("cod-pincodes", "routes/admin/cod-pincodes.ts"),
    // One invoice's page and PDF are the server's (/admin/invoices/{orderId}); the CSV is here.
    route("invoices/export", "routes/admin/invoices-export.ts"),
    route("catalogue/export", "routes/admin/catalogue-export.ts"),
    // The register of regulated goods sold and its monthly summary, as CSV (decision 0050).
    route("sales-register/export", "routes/admin/sales-register-export.ts"),
    route("sales-register/summary", "routes/admin/sales-register-summary.ts"),
    route("batch-buyers/export", "routes/admin/batch-buyers-export.ts"),
    route("batches/export", "routes/admin/batches-export.ts"),
    // Signed-in pages: the shell checks the session and draws the navigation.
    layout("routes/admin/shell.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("products/new", "routes/admin/product-new.tsx"),
      route("products/:id", "routes/admin/product-edit.tsx"),
      route("categories", "routes/admin/categories.tsx"),
      route("crops", "routes/admin/crops.tsx"),
      route("crops/:id", "routes/admin/crop.tsx"),
      route("stock", "routes/admin/stock.tsx"),
      route("stock/:packId/batches", "routes/admin/pack-batches.tsx"),
      route("batches", "routes/admin/batches-sheet.tsx"),
      route("batch-buyers", "routes/admin/batch-buyers.tsx"),
      route("catalogue", "routes/admin/catalogue.tsx"),
      route("synonyms", "routes/admin/synonyms.tsx"),
      route("promos", "routes/admin/promos.tsx"),
      route("promos/new", "routes/admin/promo-new.tsx"),
      route("promos/:id", "routes/admin/promo-edit.tsx"),
      route("blog", "routes/admin/blog-posts.tsx"),
      route("blog/new", "routes/admin/post-new.tsx"),
      route("blog/:id", "routes/admin/post-edit.tsx"),
      route("blog/:id/preview", "routes/admin/post-preview.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("settings/delivery", "routes/admin/delivery.tsx"),
      route("settings/licences", "routes/admin/licences.tsx"),
      route("settings/ingredients", "routes/admin/ingredients.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/new", "routes/admin/order-new.tsx"),
      route("orders/:orderId", "routes/admin/order.tsx"),
      route("invoices", "routes/admin/invoices.tsx"),
      route("sales-register", "routes/admin/sales-register.tsx"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      route("enquiries/:enquiryId", "routes/admin/enquiry.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("messages/:messageId", "routes/admin/message.tsx"),
      route("customers", "routes/admin/customers.tsx"),
      route("customers/:customerId", "routes/admin/customer.tsx"),
      route("reviews", "routes/admin/reviews.tsx"),
      route("reviews/:reviewId", "routes/admin/review.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
