import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordRefusal, staffSignIn } from "./helpers/admin";
import { apiAs } from "./helpers/api-as";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { hydrated, newCustomer, sharedBrowser } from "./helpers/journey";
import { ownShop, type StaffLogin } from "./helpers/own-shop";

/**
 * The back office's forms before the page's scripts arrive (JavaScript off), on a shop of this
 * file's own: signing in (a wrong password, then the two-factor code), every step of a cash on
 * delivery order (packed, shipped with courier and AWB, delivered, cash collected after a
 * question naming the amount, a note, refused at the door), cancelling after the same kind of
 * question, a stock quick edit, a contact message's reply, status and note, and disabling and
 * enabling a customer, and signing out. Each form answers a whole page: its field messages with the values kept,
 * or the step's sentence. No password is ever in an address. A packer's hand-made post of a
 * manager's step is refused as the API refuses it. With the scripts, the stock quick edit (on
 * the low-stock page and in the products list's dialog, beside its price edit) and the cancel's question work the same.
 */
const browser = sharedBrowser();
const staff = {
  owner: {
    email: "tenzing@haritha.example",
    name: "Tenzing Norgay",
    role: "owner",
    password: "summit-1953-ok",
  },
  manager: {
    email: "pemba@haritha.example",
    name: "Pemba Sherpa",
    role: "manager",
    password: "base-camp-42",
  },
  guarded: {
    email: "lhakpa@haritha.example",
    name: "Lhakpa Dolma",
    role: "manager",
    password: "two-keys-77",
  },
  packer: {
    email: "mingma@haritha.example",
    name: "Mingma Rai",
    role: "packer",
    password: "packs-all-day-3",
  },
} satisfies Record<string, StaffLogin>;
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";
const cookies: Record<string, string> = {};

beforeAll(async () => {
  shop = await ownShop(Object.values(staff));
  base = shop.baseUrl;
  for (const [role, member] of Object.entries(staff)) cookies[role] = await staffCookie(member);
  const cod = { enabled: true, max_order_value: "5000", fee: "30", pincodes_all: true, pincodes: "" };
  const saved = await api("/api/admin/v1/settings/cod", cod, { cookie: cookies.owner });
  expect(saved.status, saved.message).toBe(1);
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

const { api, staffCookie, signUpByApi, addOneToCart } = apiAs(() => base);

/** Bhoomi Gold Vermicompost (the demo shop's first product), its 5 kg pack. */
const VERMICOMPOST = 1;
async function fiveKg() {
  const product = await api<{
    packs: { id: number; qty: number; unit: string; stock: number; mrp: string; discount: string }[];
  }>("/api/admin/v1/products/get", { product_id: VERMICOMPOST }, { cookie: cookies.manager });
  const pack = product.data.packs.find((p) => p.qty === 5 && p.unit === "kg");
  if (!pack) throw new Error("the demo shop's vermicompost has no 5 kg pack");
  return pack;
}

/** A new customer's cash on delivery order of one 5 kg pack, placed through the shop's API. */
async function codOrder(name: string) {
  const customer = newCustomer(name, "no-scripts-here-5");
  await signUpByApi(customer);
  const login = await api<{ userid: number; session_key: string }>("/api/login/v1/", customer);
  const session = { user_id: login.data.userid, sessionkey: login.data.session_key };
  await api(
    "/api/saved-address/add/v1",
    {
      fullname: customer.fullName,
      email: customer.email,
      phone: customer.phone,
      street1: "14 Hill Cart Road",
      city: "Siliguri",
      state: "West Bengal",
      pincode: "734001",
    },
    { session },
  );
  const [address] = (await api<{ id: number }[]>("/api/saved-address/lists/v1", {}, { session })).data;
  await addOneToCart(session, VERMICOMPOST, (await fiveKg()).id);
  const placed = await api<{ order_id: number }>(
    "/api/payment_request/v2/",
    { address_id: address.id, payment_method: "COD" },
    { session },
  );
  expect(placed.status, placed.message).toBe(1);
  // A new customer's number is not confirmed yet: the shop called them and confirms it (decision 0037).
  const confirmed = await api(
    "/api/admin/v1/orders/confirm-cod",
    { order_id: placed.data.order_id },
    { cookie: cookies.manager },
  );
  expect(confirmed.status, confirmed.message).toBe(1);
  return placed.data.order_id;
}

/** A contact message sent through the shop's API: its number in the back office. */
async function contactMessage(email: string, text: string) {
  const sent = await fetch(`${base}/api/contact/v1/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ first_name: "Nima", last_name: "Tamang", email, message: text }),
  });
  expect(sent.status).toBe(200);
  const list = await api<{ rows: { message_id: number; email: string }[] }>(
    "/api/admin/v1/messages/list",
    {},
    { cookie: cookies.manager },
  );
  const found = list.data.rows.find((r) => r.email === email)?.message_id;
  if (!found) throw new Error(`no message from ${email}`);
  return found;
}

/** A page with JavaScript off that keeps every address it went to. */
async function noScripts(viewport: { width: number; height: number } = PHONE) {
  const opened = await openPage(browser, viewport, { javaScript: false });
  const visited: string[] = [];
  opened.page.on("framenavigated", (frame) => {
    if (frame === opened.page.mainFrame()) visited.push(frame.url());
  });
  return { ...opened, visited };
}

const noPasswordIn = (visited: string[]) => {
  for (const password of Object.values(staff).map((m) => m.password))
    expect(visited.filter((url) => url.includes(password) || /password=/i.test(url))).toEqual([]);
};

/** Signs in on /admin/login with JavaScript off: the form posts to the page's action. */
async function signInWithoutScripts(page: Page, member: StaffLogin, next = "") {
  await page.goto(`${base}/admin/login${next ? `?next=${encodeURIComponent(next)}` : ""}`);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

/**
 * Cancels the unpaid order from its page by the question: sent first without a reason (refused
 * in place: the question stays, with the reason's message), then with `reason`; waits for the
 * page to say the order is cancelled. `opened` waits for what opening the question does
 * (without scripts, a page of its own).
 */
async function cancelByQuestion(
  page: Page,
  orderId: number,
  reason: string,
  opened?: () => Promise<unknown>,
) {
  await page.getByRole("button", { name: "Cancel the order…" }).click();
  await opened?.();
  const question = page.getByRole("dialog", {
    name: `Cancel order #${orderId}? Nothing was paid, so nothing is refunded.`,
  });
  const send = question.getByRole("button", { name: "Cancel the order (nothing to refund)" });
  await send.click();
  await question.locator("#reason-error", { hasText: "Please say why the order is cancelled." }).waitFor();
  await question.getByLabel("Reason (the customer reads it)").fill(reason);
  await send.click();
  await page.getByRole("status").getByText(`Order #${orderId} is cancelled.`).waitFor();
  await page.getByText("Nothing to do: the order is cancelled.").waitFor();
}

describe("the back office with JavaScript off", () => {
  it("signs in: a wrong password is refused with the email kept; then on to the page asked for", async () => {
    const { page, context, visited } = await noScripts();
    await page.goto(`${base}/admin/login?next=${encodeURIComponent("/admin/orders")}`);
    await page.getByLabel("Email").fill(staff.manager.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("Wrong email or password.").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(staff.manager.email);
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    expect(await page.content()).not.toContain("not-the-password");
    // A field's own message, the email still there.
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator("#password-error", { hasText: "Enter your password." }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(staff.manager.email);
    await page.getByLabel("Password").fill(staff.manager.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${base}/admin/orders`);
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    // Sign out is a form too: the session ends on the server, so the back office asks to sign in again.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${base}/admin/login`);
    await page.goto(`${base}/admin/orders`);
    await page.waitForURL(/\/admin\/login\?next=/);
    noPasswordIn(visited);
    await context.close();
  });

  it("asks for the two-factor code after the password, and signs in with it", async () => {
    const begun = await api<{ secret: string }>(
      "/api/admin/v1/account/two-factor/begin",
      {},
      { cookie: cookies.guarded },
    );
    const secret = begun.data.secret;
    const on = await api(
      "/api/admin/v1/account/two-factor/confirm",
      { code: codeFor(secret, Date.now() - 30_000) },
      { cookie: cookies.guarded },
    );
    expect(on.status, on.message).toBe(1);

    const { page, context, visited } = await noScripts();
    await signInWithoutScripts(page, staff.guarded);
    const code = page.getByLabel("Code from your authenticator app, or a recovery code");
    await code.waitFor();
    await page
      .getByText("Enter the 6-digit code from your authenticator app (or a recovery code).")
      .waitFor();
    await page.getByText("Type your password again with the code.").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(staff.guarded.email);
    // A wrong code: refused, the code step stays.
    await page.getByLabel("Password").fill(staff.guarded.password);
    await code.fill("000000");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator("#code-error", { hasText: "That code is not right." }).waitFor();
    await page.getByLabel("Password").fill(staff.guarded.password);
    await code.fill(codeFor(secret));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${base}/admin`);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    noPasswordIn(visited);
    await context.close();
  });

  it(
    "moves a cash on delivery order on: packed, shipped with courier and AWB, delivered, cash collected, a note",
    { timeout: 120_000 },
    async () => {
      const orderId = await codOrder("Dorjee Bhutia");
      const { page, context, visited } = await noScripts(DESKTOP);
      await signInWithoutScripts(page, staff.manager, `/admin/orders/${orderId}`);
      await page.waitForURL(`${base}/admin/orders/${orderId}`);

      await page.getByRole("button", { name: "Mark packed" }).click();
      await page.getByRole("status").getByText(`Order #${orderId} is packed.`).waitFor();

      // The AWB left out: its message, the courier kept.
      await page.getByLabel("Courier").fill("India Post");
      await page.getByRole("button", { name: "Mark shipped" }).click();
      await page
        .locator("#awb_number-error", { hasText: "Please enter the tracking (AWB) number." })
        .waitFor();
      expect(await page.getByLabel("Courier").inputValue()).toBe("India Post");
      await page.getByLabel("AWB number").fill("EK555666777IN");
      await page.getByRole("button", { name: "Mark shipped" }).click();
      await page.getByRole("status").getByText(`Order #${orderId} is shipped.`).waitFor();
      await page.getByText("India Post · AWB EK555666777IN").waitFor();

      await page.getByRole("button", { name: "Mark delivered" }).click();
      await page.getByRole("status").getByText(`Order #${orderId} is delivered.`).waitFor();

      // Cash collected asks first, naming the amount; "Not yet" goes back.
      await page.getByRole("button", { name: "Cash collected" }).click();
      await page.waitForURL(`${base}/admin/orders/${orderId}?confirm=cash`);
      const question = page.getByRole("dialog", { name: /^Record ₹\d+\.\d\d collected in cash for order/ });
      await question.waitFor();
      await question.getByRole("link", { name: "Not yet" }).click();
      await page.waitForURL(`${base}/admin/orders/${orderId}`);
      expect(await page.getByRole("dialog").count()).toBe(0);
      await page.getByRole("button", { name: "Cash collected" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Yes, cash collected" }).click();
      await page.getByRole("status").getByText(`Cash for order #${orderId} is recorded.`).waitFor();
      await page.getByText("Nothing to do: the order is delivered.").waitFor();

      // A note: empty is refused in place, then kept on the order.
      await page.getByRole("button", { name: "Add note" }).click();
      await page.locator("#note-error", { hasText: "Write the note." }).waitFor();
      await page.getByLabel("Add a note").fill("Left with the neighbour, Mrs Lepcha.");
      await page.getByRole("button", { name: "Add note" }).click();
      await page.getByRole("status").getByText("Note added.").waitFor();
      await page.getByText("Left with the neighbour, Mrs Lepcha.").waitFor();
      expect(await page.getByLabel("Add a note").inputValue()).toBe("");

      const seen = await api<{ order_status: string; payment_status: string }>(
        "/api/admin/v1/orders/get",
        { order_id: orderId },
        { cookie: cookies.manager },
      );
      expect(seen.data).toMatchObject({ order_status: "DELIVERED", payment_status: "PAID" });
      noPasswordIn(visited);
      await context.close();
    },
  );

  it("cancels an order after a question that says what is refunded; the reason is required", async () => {
    const orderId = await codOrder("Karma Lepcha");
    const { page, context, visited } = await noScripts();
    await signInWithoutScripts(page, staff.manager, `/admin/orders/${orderId}`);
    await page.waitForURL(`${base}/admin/orders/${orderId}`);
    await cancelByQuestion(page, orderId, "The customer asked us by phone.", () =>
      page.waitForURL(`${base}/admin/orders/${orderId}?confirm=cancel`),
    );
    noPasswordIn(visited);
    await context.close();
  });

  it("records a parcel refused at the door: the reason is required, then the order is returned", async () => {
    const orderId = await codOrder("Tashi Lhamu");
    for (const [step, body] of [
      ["pack", {}],
      ["ship", { courier_name: "DTDC", awb_number: "D7654321" }],
    ] as const) {
      const moved = await api(
        `/api/admin/v1/orders/${step}`,
        { order_id: orderId, ...body },
        { cookie: cookies.manager },
      );
      expect(moved.status, moved.message).toBe(1);
    }
    const { page, context, visited } = await noScripts();
    await signInWithoutScripts(page, staff.manager, `/admin/orders/${orderId}`);
    await page.waitForURL(`${base}/admin/orders/${orderId}`);
    await page.getByText("Refused at the door…").click();
    await page.getByRole("button", { name: "Record the refusal" }).click();
    // The page comes back with the section open and the reason's message.
    await page
      .locator("#return_reason-error", { hasText: "Please say why the parcel was refused." })
      .waitFor();
    await recordRefusal(page, orderId, "Nobody at home for three days");
    noPasswordIn(visited);
    await context.close();
  });

  it("sets a pack's stock from the low-stock list: a wrong count is refused with what was typed", async () => {
    const pack = await fiveKg();
    const emptied = await api(
      "/api/admin/v1/stock/set",
      { pack_id: pack.id, stock_was: pack.stock, stock: 0, reason: "Shelf emptied for the test" },
      { cookie: cookies.manager },
    );
    expect(emptied.status, emptied.message).toBe(1);
    const { page, context, visited } = await noScripts(DESKTOP);
    await signInWithoutScripts(page, staff.manager, "/admin/stock");
    await page.waitForURL(`${base}/admin/stock`);
    const count = page.locator(`#low-table-${pack.id}-stock`);
    const why = page.locator(`#low-table-${pack.id}-reason`);
    expect(await count.inputValue()).toBe("0");
    await count.fill("a dozen");
    await why.fill("Counted the back room");
    await page
      .locator(`form:has(#low-table-${pack.id}-stock)`)
      .getByRole("button", { name: "Save stock" })
      .click();
    await page
      .locator(`#low-table-${pack.id}-stock-error`, {
        hasText: "Enter the stock as a whole number, 0 or more.",
      })
      .waitFor();
    expect(await page.locator(`#low-table-${pack.id}-stock`).inputValue()).toBe("a dozen");
    expect(await page.locator(`#low-table-${pack.id}-reason`).inputValue()).toBe("Counted the back room");
    await page.locator(`#low-table-${pack.id}-stock`).fill("12");
    await page
      .locator(`form:has(#low-table-${pack.id}-stock)`)
      .getByRole("button", { name: "Save stock" })
      .click();
    await page.getByRole("status").getByText("Stock saved.").waitFor();
    expect((await fiveKg()).stock).toBe(12);
    noPasswordIn(visited);
    await context.close();
  });

  it("replies to a contact message: an empty reply is refused, a written one is sent and kept", async () => {
    const sender = newCustomer("Nima Tamang", "unused-password-1");
    const messageId = await contactMessage(sender.email, "Can the vermicompost go in pots on a balcony?");
    const { page, context, visited } = await noScripts();
    await signInWithoutScripts(page, staff.manager, `/admin/messages/${messageId}`);
    await page.waitForURL(`${base}/admin/messages/${messageId}`);
    await page.getByRole("button", { name: "Send reply by email" }).click();
    await page.locator("#message-error", { hasText: "Write the reply." }).waitFor();
    const reply = "Namaste Nima ji, yes: one part compost to three parts soil.";
    await page.getByLabel(`Reply to ${sender.email}`).fill(reply);
    await page.getByRole("button", { name: "Send reply by email" }).click();
    await page.getByRole("status").getByText(`Your reply is on its way to ${sender.email}.`).waitFor();
    const history = page.getByRole("region", { name: "History" });
    await history.getByText(reply).waitFor();
    await page.getByText(/^Answered · received/).waitFor();

    // Its status, then a note: each form answers the page with its sentence.
    await page.locator("#status").selectOption("spam");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.getByRole("status").getByText(`Message #${messageId} is now spam.`).waitFor();
    expect(await page.locator("#status").inputValue()).toBe("spam");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.locator("#note-error", { hasText: "Write the note." }).waitFor();
    await page.getByLabel("Staff note (customers never see it)").fill("Asked again by phone.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByRole("status").getByText("Note added.").waitFor();
    await history.getByText("Asked again by phone.").waitFor();
    noPasswordIn(visited);
    await context.close();
  });

  it("disables a customer's account and enables it again", async () => {
    const customer = newCustomer("Yangchen Bhutia", "prayer-wheel-99");
    await signUpByApi(customer);
    const found = await api<{ rows: { customer_id: number }[] }>(
      "/api/admin/v1/customers/list",
      { q: customer.email },
      { cookie: cookies.manager },
    );
    const customerId = found.data.rows[0].customer_id;
    const { page, context, visited } = await noScripts(DESKTOP);
    await signInWithoutScripts(page, staff.manager, `/admin/customers/${customerId}`);
    await page.waitForURL(`${base}/admin/customers/${customerId}`);
    await page.getByText("Disable this account…").click();
    await page.getByLabel("Reason (for the audit log)").fill("Asked to close the account");
    await page.getByRole("button", { name: "Disable the account" }).click();
    await page.getByRole("status").getByText("Yangchen Bhutia's account is disabled;").waitFor();
    await page.getByText(/^Disabled since/).waitFor();
    await page.getByRole("button", { name: "Enable the account" }).click();
    await page.getByRole("status").getByText("Yangchen Bhutia can sign in again.").waitFor();
    noPasswordIn(visited);
    await context.close();
  });

  it("refuses a packer's post of a step their role cannot do, as the API does", async () => {
    const orderId = await codOrder("Phurba Sherpa");
    const res = await fetch(`${base}/admin/orders/${orderId}`, {
      method: "POST",
      headers: { cookie: cookies.packer, origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "cancel", reason: "Not mine to cancel" }),
      redirect: "manual",
    });
    expect([res.status, res.headers.get("location")]).toEqual([403, null]);
    expect(await res.text()).toContain("Your role cannot do this: it needs the owner or manager role.");
    const seen = await api<{ order_status: string }>(
      "/api/admin/v1/orders/get",
      { order_id: orderId },
      { cookie: cookies.manager },
    );
    expect(seen.data.order_status).toBe("CONFIRMED");
  });
});

describe("the same forms with the scripts", () => {
  it("sets stock from the low-stock list without a reload, with a toast", async () => {
    const pack = await fiveKg();
    await api(
      "/api/admin/v1/stock/set",
      { pack_id: pack.id, stock_was: pack.stock, stock: 1, reason: "Sold at the market" },
      { cookie: cookies.manager },
    );
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await staffSignIn(page, staff.manager.email, staff.manager.password, /\/admin$/, base);
    await page.goto(`${base}/admin/stock`);
    await hydrated(page);
    const form = page.locator(`form:has(#low-table-${pack.id}-stock)`);
    await page.locator(`#low-table-${pack.id}-stock`).fill("30");
    await form.getByRole("button", { name: "Save stock" }).click();
    // Checked in the browser: the reason is missing.
    await page
      .locator(`#low-table-${pack.id}-reason-error`, { hasText: "Say why the stock changed." })
      .waitFor();
    await page.locator(`#low-table-${pack.id}-reason`).fill("A delivery from the farm");
    await form.getByRole("button", { name: "Save stock" }).click();
    await page.getByRole("status").getByText("Stock saved.").waitFor();
    expect((await fiveKg()).stock).toBe(30);

    // The products list's dialog posts to the same action.
    await page.goto(`${base}/admin/products`);
    await hydrated(page);
    await page
      .getByRole("table", { name: "Products" })
      .getByRole("button", { name: /^Stock and prices of Bhoomi Gold Vermicompost/ })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.locator(`#quick-${pack.id}-stock`).fill("31");
    await dialog.locator(`#quick-${pack.id}-reason`).fill("One more found");
    await dialog
      .locator(`form:has(#quick-${pack.id}-stock)`)
      .getByRole("button", { name: "Save stock" })
      .click();
    await page.getByRole("status").getByText("Stock saved.").waitFor();
    expect((await fiveKg()).stock).toBe(31);
    // The dialog's field shows the saved count once the list is read again.
    await expect.poll(() => dialog.locator(`#quick-${pack.id}-stock`).inputValue()).toBe("31");

    // Its price edit posts to the products page's action: a discount over the MRP is refused
    // in place, then a right price is saved and told in a toast.
    const price = dialog.locator(`form:has(#quick-${pack.id}-mrp)`);
    await dialog.locator(`#quick-${pack.id}-mrp`).fill("420");
    await dialog.locator(`#quick-${pack.id}-discount`).fill("500");
    await price.getByRole("button", { name: "Save price" }).click();
    await dialog
      .locator(`#quick-${pack.id}-discount-error`, { hasText: "The discount cannot be more than the MRP." })
      .waitFor();
    await dialog.locator(`#quick-${pack.id}-discount`).fill("20");
    await price.getByRole("button", { name: "Save price" }).click();
    await page.getByRole("status").getByText("Price saved.").waitFor();
    const priced = await fiveKg();
    expect([priced.mrp, priced.discount]).toEqual(["420.00", "20.00"]);
    await expect.poll(() => dialog.locator(`#quick-${pack.id}-mrp`).inputValue()).toBe("420.00");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sets a message's status and adds a note without a reload, each told in a toast", async () => {
    const email = newCustomer("Pasang Lama", "unused-password-2").email;
    const messageId = await contactMessage(email, "Is the neem cake safe for a vegetable garden?");
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await staffSignIn(page, staff.manager.email, staff.manager.password, /\/admin$/, base);
    await page.goto(`${base}/admin/messages/${messageId}`);
    await hydrated(page);
    await page.locator("#status").selectOption("answered");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.getByRole("status").getByText(`Message #${messageId} is now answered.`).waitFor();
    await page.getByText(/^Answered · received/).waitFor();
    await page.getByRole("button", { name: "Add note" }).click();
    await page.locator("#note-error", { hasText: "Write the note." }).waitFor();
    await page.getByLabel("Staff note (customers never see it)").fill("Answered on the phone.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByRole("status").getByText("Note added.").waitFor();
    await page.getByRole("region", { name: "History" }).getByText("Answered on the phone.").waitFor();
    expect(await page.getByLabel("Staff note (customers never see it)").inputValue()).toBe("");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("cancels a cash on delivery order after the question, without a reload", async () => {
    const orderId = await codOrder("Sangay Wangmo");
    const { page, context, problems } = await openPage(browser, PHONE);
    await staffSignIn(page, staff.manager.email, staff.manager.password, /\/admin$/, base);
    await page.goto(`${base}/admin/orders/${orderId}`);
    await hydrated(page);
    await cancelByQuestion(page, orderId, "Ordered twice by mistake.");
    expect(page.url()).toBe(`${base}/admin/orders/${orderId}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
