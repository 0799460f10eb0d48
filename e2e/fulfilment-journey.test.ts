import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "../lib/business";
import { loadConfig } from "../server/config";
import { queryRows } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { seedDemoShop } from "../server/db/seed/seed";
import { createLogger } from "../server/logger";
import { COMMAND_LINE } from "../server/modules/staff/audit";
import { createServices } from "../server/services";
import { connectDatabase } from "../server/start";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { emailSubjectsTo } from "./helpers/emails";
import { arrive, hydrated, sharedBrowser, submitLogin } from "./helpers/journey";
import { createThrowawayDatabase } from "./helpers/postgres";
import { type ServerProcess, startHealthyServer, tempDataDir } from "./helpers/server-process";

/**
 * An order from payment to doorstep, from both sides, on a server of its own (its staff are
 * made before it starts, as `npm run staff` does): a customer pays in the sandbox; the packer
 * marks it packed and shipped with an AWB; the customer's Track Order and order page show the
 * courier and AWB and the shipped email is sent; the manager marks it delivered. A second order
 * is cancelled by the customer before shipping: its pack is back in stock, the refund is made
 * through the sandbox and the emails are sent.
 */
const browser = sharedBrowser();
const STAFF_PASSWORD = "back-office-42";
let server: ServerProcess;
let base: string;
let drop: (() => Promise<void>) | undefined;
/** The pack the journeys buy, its stock set to exactly 2 so the shelf's state shows on the page. */
let pack: { productId: number; priceId: number; name: string };

beforeAll(async () => {
  const pg = process.env.TEST_DATABASE_URL
    ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  drop = pg?.drop;
  const env = pg ? { DATABASE_URL: pg.url } : { DATA_DIR: tempDataDir("shop-fulfil-") };
  const config = loadConfig({ ...env, NODE_ENV: "test", LOG_LEVEL: "silent" });
  const database = await connectDatabase(config);
  try {
    await migrateDatabase(database);
    await seedDemoShop(database.db, { rules: false });
    const [row] = await queryRows<{ id: number; price_id: number; name: string }>(
      database.db,
      sql`select p.id, pp.id as price_id, p.name from products p join product_prices pp on pp.product_id = p.id
          where p.is_active order by p.id, pp.display_order limit 1`,
    );
    pack = { productId: row.id, priceId: row.price_id, name: row.name };
    await database.db.execute(
      sql`update product_prices set stock = 2, in_stock = true where id = ${pack.priceId}`,
    );
    const services = createServices({ config, database, logger: createLogger("silent"), business });
    for (const [role, email] of [
      ["packer", "packer@haritha.example"],
      ["manager", "manager@haritha.example"],
    ] as const) {
      await services.staff.create(COMMAND_LINE, {
        email,
        name: `The ${role}`,
        role,
        password: STAFF_PASSWORD,
      });
    }
  } finally {
    await database.close();
  }
  server = await startHealthyServer({ ...env, HOST: "127.0.0.1", LOG_LEVEL: "info" });
  base = server.baseUrl;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await drop?.();
});

type Session = { user_id: number; sessionkey: string };
async function api<T = unknown>(path: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { http: res.status, ...((await res.json()) as { status: number; message: string; data: T }) };
}

/** A staff member's cookie after signing in through the back office's API. */
async function staffCookie(email: string) {
  const res = await fetch(`${base}/api/admin/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: STAFF_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return /staff_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0] as string;
}

/** One pack bought and paid in the sandbox, as the checkout page does it. */
async function buy(session: Session) {
  expect(
    (
      await api("/api/cart/add/v1/", {
        ...session,
        product_id: pack.productId,
        product_price_id: pack.priceId,
        qty: 1,
      })
    ).status,
  ).toBe(1);
  const [address] = (await api<{ id: number }[]>("/api/saved-address/lists/v1", session)).data;
  const placed = await api<{ id: string; order_id: number }>("/api/payment_request/v2/", {
    ...session,
    address_id: address.id,
  });
  const signed = await (
    await fetch(`${base}/sandbox/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: placed.data.id, outcome: "success" }),
    })
  ).json();
  expect((await api("/api/payment_response/v1/", { ...session, ...signed })).status).toBe(1);
  return placed.data.order_id;
}

const inStock = async () => {
  const p = await api<{ prices: { product_price_id: number; in_stock: string }[] }>(
    "/api/products/details/v1/",
    {
      product_id: pack.productId,
    },
  );
  return p.data.prices.find((x) => x.product_price_id === pack.priceId)?.in_stock;
};

describe("an order from payment to doorstep", () => {
  it(
    "is packed and shipped by the packer, seen by the customer with courier and AWB, delivered by the manager; a second is cancelled by the customer",
    { timeout: 180_000 },
    async () => {
      const customer = {
        fullname: "Pema Lama",
        email: "pema.lama@example.com",
        phonenumber: "9811122233",
        password: "prayer-flags-8",
      };
      expect((await api("/api/signup/v1/", { ...customer, confirmpassword: customer.password })).status).toBe(
        1,
      );
      const login = await api<{ userid: number; session_key: string }>("/api/login/v1/", customer);
      const session = { user_id: login.data.userid, sessionkey: login.data.session_key };
      await api("/api/saved-address/add/v1", {
        ...session,
        fullname: "Pema Lama",
        email: customer.email,
        phone: customer.phonenumber,
        street1: "Monastery Road",
        city: "Gangtok",
        state: "Sikkim",
        pincode: "737101",
      });
      const first = await buy(session);
      await emailSubjectsTo(server, customer.email, new RegExp(`Order #${first} confirmed`));

      // The packer, in the back office on a phone: sees it counted on the dashboard, follows the
      // count to the paid orders, packs it, ships it.
      const desk = await openPage(browser, PHONE);
      await desk.page.goto(`${base}/admin/login`);
      await hydrated(desk.page);
      await desk.page.getByLabel("Email").fill("packer@haritha.example");
      await desk.page.getByLabel("Password").fill(STAFF_PASSWORD);
      await desk.page.getByRole("button", { name: "Sign in" }).click();
      await desk.page.waitForURL(`${base}/admin`);
      await hydrated(desk.page);
      const toPack = desk.page.getByRole("link", { name: "Paid, waiting to be packed" });
      expect((await toPack.innerText()).replace(/\s+/g, " ")).toBe("1 Paid, waiting to be packed");
      // The dashboard of a packer has counts only: no sales, no rupees.
      expect(await desk.page.getByRole("heading", { name: /Sales/ }).count()).toBe(0);
      expect(await desk.page.getByRole("main").textContent()).not.toContain("₹");
      await toPack.click();
      await arrive(desk.page, `${base}/admin/orders?status=PAID`);
      // A packer sees no money.
      expect(await desk.page.getByText("Total", { exact: true }).count()).toBe(0);
      await desk.page
        .getByRole("link", { name: `#${first} · Pema Lama` })
        .last()
        .click();
      await desk.page.waitForURL(`${base}/admin/orders/${first}`);
      await hydrated(desk.page);
      expect(await desk.page.getByText("Cancel and refund…").count()).toBe(0);
      await desk.page.getByRole("button", { name: "Mark packed" }).click();
      await desk.page.getByRole("status").getByText(`Order #${first} is packed.`).waitFor();
      await desk.page.getByLabel("Courier").fill("India Post");
      await desk.page.getByRole("button", { name: "Mark shipped" }).click();
      await desk.page
        .locator("#awb_number-error", { hasText: "Please enter the tracking (AWB) number." })
        .waitFor();
      await desk.page.getByLabel("AWB number").fill("EK123456789IN");
      await desk.page.getByLabel("Tracking link (optional)").fill("https://www.indiapost.gov.in/track");
      await desk.page.getByRole("button", { name: "Mark shipped" }).click();
      await desk.page.getByRole("status").getByText(`Order #${first} is shipped.`).waitFor();
      await desk.page.getByText("India Post · AWB EK123456789IN").waitFor();
      await desk.page.goto(`${base}/admin/orders/slips?ids=${first}`);
      expect(
        await desk.page.getByRole("article", { name: `Packing slip for order #${first}` }).textContent(),
      ).toContain("Gangtok");
      await desk.context.close();
      await emailSubjectsTo(server, customer.email, new RegExp(`Order #${first} has shipped`));

      // The customer, in the browser.
      const { page, context } = await openPage(browser, PHONE);
      await page.goto(`${base}/login`);
      await hydrated(page);
      await submitLogin(page, customer.email, customer.password);
      await page.waitForURL(`${base}/`);
      await page.goto(`${base}/track-order`);
      const card = page.locator("article", { hasText: `Order #${first}` });
      expect(await card.locator('[aria-current="step"]').textContent()).toContain(
        "India Post · AWB EK123456789IN",
      );
      expect(await card.getByRole("link", { name: "Track the parcel" }).getAttribute("href")).toBe(
        "https://www.indiapost.gov.in/track",
      );
      await page.goto(`${base}/order/${first}`);
      const shipment = page.getByRole("region", { name: "Shipment" });
      expect(await shipment.textContent()).toContain("EK123456789IN");
      expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);

      // The manager marks it delivered; the customer's page says so.
      const manager = await staffCookie("manager@haritha.example");
      expect(
        (await api("/api/admin/v1/orders/deliver", { order_id: first }, { cookie: manager })).status,
      ).toBe(1);
      await emailSubjectsTo(server, customer.email, new RegExp(`Order #${first} delivered`));
      await page.reload();
      await page.getByText("Status: Delivered").waitFor();

      // The second order (the last pack on the shelf) is cancelled by the customer before shipping.
      const second = await buy(session);
      expect(await inStock()).toBe("OUTOFSTOCK");
      await page.setViewportSize(DESKTOP);
      await page.goto(`${base}/order/${second}`);
      await hydrated(page);
      await page.getByRole("button", { name: "Cancel order" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel the order" }).click();
      await page.getByText("Status: Cancelled").waitFor();
      expect(await page.getByRole("region", { name: "Payments and refunds" }).textContent()).toMatch(
        /Refund ·.*Refunded on/,
      );
      expect(await inStock()).toBe("INSTOCK");
      const subjects = await emailSubjectsTo(
        server,
        customer.email,
        new RegExp(`Refund of .* for order #${second}`),
      );
      expect(subjects).toContainEqual(expect.stringContaining(`Order #${second} cancelled`));
      const seen = await api<{ payments: { status: string; refund_id: string }[] }>(
        "/api/admin/v1/orders/get",
        { order_id: second },
        { cookie: manager },
      );
      expect(seen.data.payments[0]).toMatchObject({
        status: "Refund",
        refund_id: expect.stringMatching(/^rfnd_/),
      });
      await context.close();
    },
  );
});
