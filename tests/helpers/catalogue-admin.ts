import { sql } from "drizzle-orm";
import { queryRows } from "../../server/db/client";
import type { TestApp } from "./app";
import { adminPost } from "./staff";

let made = 0;

/** A new product's body: two packs (500 g and 1 kg) in the demo's first category. */
export async function newProductBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  made++;
  const [category] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from categories order by display_order limit 1`,
  );
  return {
    name: `Jeevamrut Liquid ${made}-${process.pid}`,
    category_id: category.id,
    sku: `JVM-${made}-${process.pid}`,
    description: "<p>Cow-based <strong>organic</strong> tonic.</p>",
    short_description: "Organic tonic",
    hsn_code: "3101",
    gst_rate: 5,
    active: true,
    featured: false,
    packs: [
      { qty: 500, unit: "ml", mrp: "180", discount: "20", stock: 12, sellable: true, low_stock: 5 },
      { qty: 1, unit: "L", mrp: "320.50", discount: "0", stock: 3, sellable: true, low_stock: 5 },
    ],
    ...overrides,
  };
}

/** Creates a product as `cookie`'s staff member; its answer's data (id, version, packs, …). */
export async function createProduct(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await adminPost(t, cookie, "/products/create", await newProductBody(t, overrides));
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The form's body to save `product` (an answer of /products/get) with `changes`. */
// biome-ignore lint/suspicious/noExplicitAny: the wire product as the API answered it
export function editBody(product: any, changes: Record<string, unknown> = {}) {
  return {
    product_id: product.id,
    version: product.version,
    name: product.name,
    category_id: product.category_id,
    sku: product.sku,
    description: product.description,
    short_description: product.short_description,
    hsn_code: product.hsn_code,
    gst_rate: product.gst_rate,
    active: product.active,
    featured: product.featured,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    packs: product.packs.map((p: any) => ({
      id: p.id,
      qty: p.qty,
      unit: p.unit,
      mrp: p.mrp,
      discount: p.discount,
      stock: p.stock,
      stock_was: p.stock,
      sellable: p.sellable,
      low_stock: p.low_stock,
    })),
    ...changes,
  };
}

/** The audit entries about one thing, oldest first. */
export const auditOf = (t: TestApp, entity: string, entityId: number | string) =>
  queryRows<{
    actor: string;
    action: string;
    changes: Record<string, { before: unknown; after: unknown }>;
    reason: string | null;
  }>(
    t.database.db,
    sql`select actor, action, changes, reason from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
