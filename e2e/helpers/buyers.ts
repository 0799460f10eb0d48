/**
 * Customers scripted over HTTP against any shop process (`base`), the way the storefront
 * calls the API: sign up, save an address, fill the cart, place the order and pay in the
 * sandbox. For the tests that run several processes on one database.
 */
export interface Buyer {
  base: string;
  email: string;
  auth: { user_id: number; sessionkey: string };
}

interface Answer<T> {
  status: 0 | 1;
  message: string;
  data: T;
}

export async function post<T = unknown>(base: string, path: string, body: object = {}): Promise<Answer<T>> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Answer<T>;
}

let made = 0;

/** A new customer of the shop at `base`, signed in, with a saved delivery address. */
export async function newBuyer(base: string, name: string): Promise<Buyer> {
  const email = `${name}.${Date.now().toString(36)}@buyers.example`;
  const password = "buyer-pass-2024";
  const phone = `9${String(process.pid % 1000).padStart(3, "0")}${String(made++).padStart(6, "0")}`;
  const signup = await post(base, "/api/signup/v1/", {
    fullname: `Buyer ${name}`,
    phonenumber: phone,
    email,
    password,
    confirmpassword: password,
  });
  if (signup.status !== 1) throw new Error(`signup of ${email}: ${signup.message}`);
  const login = await post<{ userid: number; session_key: string }>(base, "/api/login/v1/", {
    email,
    password,
  });
  const auth = { user_id: login.data.userid, sessionkey: login.data.session_key };
  const saved = await post(base, "/api/saved-address/add/v1", {
    ...auth,
    fullname: `Buyer ${name}`,
    email,
    phone,
    street1: "12 Station Road",
    city: "Siliguri",
    state: "West Bengal",
    pincode: "734001",
  });
  if (saved.status !== 1) throw new Error(`address of ${email}: ${saved.message}`);
  return { base, email, auth };
}

export async function addToCart(buyer: Buyer, pack: { product_id: number; product_price_id: number }) {
  const added = await post(buyer.base, "/api/cart/add/v1/", { ...buyer.auth, ...pack, qty: 1 });
  if (added.status !== 1) throw new Error(`cart of ${buyer.email}: ${added.message}`);
}

/** Places the order of the buyer's cart: the provider's order id and the amount, or the refusal. */
export async function placeOrder(buyer: Buyer) {
  const [address] = (await post<{ id: number }[]>(buyer.base, "/api/saved-address/lists/v1", buyer.auth))
    .data;
  return post<{ id: string; order_id: number; amount: number }>(buyer.base, "/api/payment_request/v2/", {
    ...buyer.auth,
    address_id: address.id,
  });
}

/** What the sandbox's checkout window hands back after "Pay": a payment signed as Razorpay signs. */
export async function sandboxPayment(base: string, providerOrderId: string) {
  const res = await fetch(`${base}/sandbox/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ order_id: providerOrderId, outcome: "success" }),
  });
  return (await res.json()) as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

/** The browser's return from the payment window: the shop verifies and settles the payment. */
export function paymentResponse(buyer: Buyer, signed: object) {
  return post<{ status: boolean }>(buyer.base, "/api/payment_response/v1/", { ...buyer.auth, ...signed });
}
