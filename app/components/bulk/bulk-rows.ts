/**
 * The bulk enquiry's product rows as the form names them (`products[0].unit.product_price_id`,
 * as the API's body nests them), read back from an answer, and added or removed by a plain
 * POST before the page's scripts run (`intent` = `add-row` or `remove-row-{i}`).
 */
export interface Row {
  key: number;
  productId: string;
  priceId: string;
  quantity: string;
}

/** What a posted enquiry holds once read (Conform nests the names). */
export interface PostedEnquiry {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  products?: unknown;
}

export const ROW_INTENT = "intent";
export const ADD_ROW = "add-row";
export const REMOVE_ROW = "remove-row-";
/** The API's own cap (lib/validation/bulk-order.ts). */
const MAX_ROWS = 50;

export const rowNames = (i: number) => ({
  productId: `products[${i}].productId`,
  priceId: `products[${i}].unit.product_price_id`,
  quantity: `products[${i}].quantity`,
});

const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");

export const emptyRow = (key: number, productId = "", priceId = ""): Row => ({
  key,
  productId,
  priceId,
  quantity: "",
});

/** The rows a posted enquiry held, in order (an all-empty row comes back as nothing). */
export function postedRows(posted: PostedEnquiry | undefined): Row[] | undefined {
  if (!posted) return undefined;
  const list = Array.isArray(posted.products) ? posted.products : posted.products ? [posted.products] : [];
  const rows = list.slice(0, MAX_ROWS).map((raw, i) => {
    const row = (raw ?? {}) as {
      productId?: unknown;
      unit?: { product_price_id?: unknown };
      quantity?: unknown;
    };
    return {
      key: i + 1,
      productId: text(row.productId),
      priceId: text(row.unit?.product_price_id),
      quantity: text(row.quantity),
    };
  });
  return rows.length ? rows : [emptyRow(1)];
}

/** The rows after an `add-row` or `remove-row-{i}` press, or undefined for a real submission. */
export function editedRows(posted: PostedEnquiry, intent: unknown): PostedEnquiry | undefined {
  if (typeof intent !== "string") return undefined;
  const rows = Array.isArray(posted.products)
    ? [...posted.products]
    : posted.products
      ? [posted.products]
      : [];
  if (rows.length === 0) rows.push({});
  if (intent === ADD_ROW) {
    if (rows.length < MAX_ROWS) rows.push({});
  } else if (intent.startsWith(REMOVE_ROW)) {
    const at = Number(intent.slice(REMOVE_ROW.length));
    // The first row stays, as on the page (it has no Remove button).
    if (Number.isInteger(at) && at > 0) rows.splice(at, 1);
  } else return undefined;
  return { name: posted.name, email: posted.email, phone: posted.phone, products: rows };
}
