import { randomUUID } from "node:crypto";
import { type AppLoadContext, data, redirect } from "react-router";
import { z } from "zod";
import { formatRupees } from "../lib/money";
import { ORDER_CHANNELS } from "../lib/order-channels";
import { checkedAddress } from "../lib/validation/address";
import type { StaffOrderInput } from "../server/flows/staff-order-input";
import type { SessionStaff } from "../server/modules/staff";
import { refusalOf } from "./lib/domain-refusal.server";

/**
 * The back office's "Take an order" form (app/routes/admin/order-new.tsx), read from its post:
 * one form whose buttons search packs, add or remove a line, work out the total and place the
 * order, so it works as a plain HTML form (docs/decisions/0028-forms-without-scripts.md). Every
 * figure comes from the server (server/flows/staff-order.ts); the page only shows it.
 */

/** What the form holds between its posts (drawn again from the answer). */
export interface OrderDraft {
  customerId: number;
  channel: "phone" | "whatsapp" | "counter";
  pay: "cod" | "link" | "cash";
  /** A saved address's id, or "new". */
  address: string;
  newAddress: Record<string, string>;
  lines: { packId: number; qty: string; price: string }[];
  q: string;
  priceReason: string;
}

export interface DraftAnswer {
  draft: OrderDraft;
  matches: Awaited<ReturnType<AppLoadContext["services"]["staffOrders"]["packs"]>>;
  chosen: Record<number, { product: string; pack: string; mrp: string; price: string; stock: number }>;
  quote: {
    goods: string;
    delivery: string;
    codFee: string;
    total: string;
    totalPaise: number;
    /** Sent back with Place order: the same form placed twice is one order. */
    attempt: string;
  } | null;
  message: string | null;
  fieldErrors: Record<string, string>;
}

const ADDRESS_FIELDS = [
  "fullname",
  "email",
  "phone",
  "street1",
  "city",
  "state",
  "pincode",
  "landmark",
] as const;
const text = (f: FormData, k: string) => String(f.get(k) ?? "").trim();
const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

export function readDraft(f: FormData): OrderDraft {
  const channel = z.enum(ORDER_CHANNELS).catch("phone").parse(text(f, "channel"));
  const added = Number(text(f, "add"));
  const removed = Number(text(f, "remove"));
  const ids = f
    .getAll("line")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (Number.isInteger(added) && added > 0 && !ids.includes(added)) ids.push(added);
  const lines = ids
    .filter((id) => id !== removed)
    .map((id) => ({ packId: id, qty: text(f, `qty_${id}`) || "1", price: text(f, `price_${id}`) }));
  const counter = channel === "counter";
  return {
    customerId: Number(text(f, "customer_id")) || 0,
    channel: channel === "web" ? "phone" : channel,
    pay: counter ? "cash" : text(f, "pay") === "link" ? "link" : "cod",
    address: text(f, "address") || "new",
    newAddress: Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, text(f, `new_${k}`)])),
    lines,
    q: text(f, "q"),
    priceReason: text(f, "price_reason"),
  };
}

/** The draft as the flow takes it, or the sentences of what is wrong, by field. */
export function draftInput(
  d: OrderDraft,
  listedPrice: (packId: number) => string | undefined,
): { input: StaffOrderInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines = d.lines.map((l) => {
    const qty = Number(l.qty);
    if (!/^\d{1,4}$/.test(l.qty) || qty < 1) errors[`qty_${l.packId}`] = "Type how many, from 1 to 9999.";
    let unitPricePaise: number | undefined;
    if (l.price && l.price !== listedPrice(l.packId)) {
      if (!PRICE.test(l.price))
        errors[`price_${l.packId}`] = "Type the price in rupees, such as 450 or 450.50.";
      else unitPricePaise = Math.round(Number(l.price) * 100);
    }
    return { packId: l.packId, qty, unitPricePaise };
  });
  let newAddress: StaffOrderInput["newAddress"];
  if (d.channel !== "counter" && d.address === "new") {
    const parsed = checkedAddress.safeParse(d.newAddress);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors[`new_${String(issue.path[0])}`] ??= issue.message;
    } else newAddress = parsed.data;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      customerId: d.customerId,
      channel: d.channel,
      pay: d.pay,
      lines,
      addressId: d.channel !== "counter" && d.address !== "new" ? Number(d.address) : undefined,
      newAddress,
      priceReason: d.priceReason || undefined,
    },
  };
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The form's answer: the draft drawn again with its packs, matches, the quote and any sentence. */
export async function answerDraft(
  request: Request,
  context: AppLoadContext,
  me: SessionStaff,
): Promise<DraftAnswer | Response | ReturnType<typeof data>> {
  const form = await request.formData();
  const intent = text(form, "intent") || (form.get("add") ? "add" : form.get("remove") ? "remove" : "");
  const d = readDraft(form);
  const { staffOrders } = context.services;
  const packs = await staffOrders.packsById(d.lines.map((l) => l.packId));
  const chosen = Object.fromEntries(
    [...packs.values()].map((p) => [
      p.packId,
      {
        product: p.product,
        pack: `${p.qty} ${p.unit}`,
        mrp: rupees(p.mrpPaise),
        price: rupees(p.pricePaise),
        stock: p.stock,
      },
    ]),
  );
  // A line whose price field still says the pack's own price is not a changed price.
  d.lines = d.lines.filter((l) => packs.has(l.packId));
  const answer: DraftAnswer = {
    draft: d,
    matches: intent === "search" ? await staffOrders.packs(d.q) : [],
    chosen,
    quote: null,
    message: intent === "search" && d.q === "" ? "Type part of a product's name or its SKU." : null,
    fieldErrors: {},
  };
  if (intent !== "quote" && intent !== "place") return answer;
  const read = draftInput(d, (id) => chosen[id]?.price);
  if ("errors" in read) {
    return data(
      { ...answer, fieldErrors: read.errors, message: "Check the fields marked below." },
      { status: 400 },
    );
  }
  const by = { staffId: me.id, name: me.name, role: me.role };
  try {
    if (intent === "place") {
      const expected = Number(text(form, "expected_total"));
      const placed = await staffOrders.place(by, {
        ...read.input,
        expectedTotalPaise: Number.isInteger(expected) && expected > 0 ? expected : undefined,
        attemptKey: /^[0-9a-f-]{36}$/.test(text(form, "attempt")) ? text(form, "attempt") : undefined,
      });
      return redirect(`/admin/orders/${placed.orderId}?placed=${d.pay}`);
    }
    const q = await staffOrders.quote(by, read.input);
    answer.quote = {
      goods: formatRupees(q.lines.totals.final),
      delivery: formatRupees(q.charges.deliveryPaise),
      codFee: formatRupees(q.charges.codFeePaise),
      total: formatRupees(q.charges.totalPaise),
      totalPaise: q.charges.totalPaise,
      attempt: randomUUID(),
    };
    return answer;
  } catch (error) {
    const refusal = refusalOf(error, context);
    if (!refusal) throw error;
    return data({ ...answer, message: refusal.message }, { status: refusal.status });
  }
}
