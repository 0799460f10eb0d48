/**
 * Every user-facing string of the storefront, in English. The spec's wording is the
 * product's wording, spelling included ("avaible"). Hindi can follow as hi.ts.
 */
export const en = {
  nav: {
    home: "Home",
    aboutUs: "About Us",
    contact: "Contact",
    contactUs: "Contact Us",
    products: "Products",
    blog: "Blog",
    bulkOrder: "Bulk Order",
    cart: "Cart",
    account: "Account",
    search: "Search",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    login: "Login",
  },
  notFound: {
    title: "Look like you're lost",
    text: "the page you are looking for not avaible!",
    goHome: "Go to Home",
    metaTitle: "Page not found",
  },
  error: {
    title: "Something went wrong",
    text: "Something went wrong. Please try again.",
  },
  footer: {
    securePayments: "Secure online payment",
    topProducts: "Top Products",
    noTopProducts: "No top products found!",
    ourService: "Our Service",
    contactUs: "Contact Us",
    customerCare: "Customer care",
    bulkEnquiry: "Bulk enquiry",
    email: "Enquiry email",
    privacyPolicy: "Privacy Policy",
    followUs: "Follow us",
    rights: "All rights reserved.",
  },
  pages: {
    home: "Home",
    aboutUs: "About Us",
    contactUs: "Contact Us",
    cart: "Cart",
    checkout: "Checkout",
    profile: "My Account",
    order: "My Order",
    productInfo: "Product",
    trackOrder: "Track Order",
    bulkOrder: "Bulk Order",
    login: "Login",
    signup: "Signup",
    forgotPassword: "Forgot password",
    paymentStatus: "Payment Unsuccessful",
    paymentSuccess: "Thank you. You have successfully paid.",
    paymentError: "API Error",
    privacyPolicy: "Privacy Policy",
    blog: "Blog",
    searchItem: "Search results",
    products: "Products",
    loading: "Loading...",
  },
} as const;

export type Messages = typeof en;
