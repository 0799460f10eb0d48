import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invalidInput } from "../../domain-error";
import { productPrices, products } from "../catalog";
import { recordNotice } from "../notifications";
import { bulkEnquiries, bulkEnquiryItems } from "./bulk-orders.schema";

export const BULK_THANKS =
  "Thank you! Your bulk order enquiry has been received. Our team will contact you soon.";

export interface BulkEnquiry {
  name: string;
  email: string;
  phone: string;
  /** One row per product: which pack size, and how many packs. */
  lines: { productId: number; productPriceId: number; quantity: number }[];
}

/** Bulk order enquiries, stored with every product row for the staff to answer. */
export function createBulkOrdersService(db: Db) {
  return {
    /** Stores the enquiry and its rows; returns its id. */
    async submit(userId: number | null, input: BulkEnquiry): Promise<number> {
      // Every row must name an active product and one of its own pack sizes.
      const priceIds = input.lines.map((p) => p.productPriceId);
      const known = await db
        .select({ priceId: productPrices.id, productId: productPrices.productId })
        .from(productPrices)
        .innerJoin(products, and(eq(products.id, productPrices.productId), eq(products.isActive, true)))
        .where(inArray(productPrices.id, priceIds));
      const owner = new Map(known.map((k) => [k.priceId, k.productId]));
      const errors: Record<string, string> = {};
      input.lines.forEach((p, i) => {
        if (owner.get(p.productPriceId) !== p.productId) {
          errors[`products.${i}.unit`] =
            `Please select a unit for ${i === 0 ? "the first item" : `item ${i + 1}`}.`;
        }
      });
      if (Object.keys(errors).length) throw invalidInput(Object.values(errors)[0], errors);
      return db.transaction(async (tx) => {
        const [enquiry] = await tx
          .insert(bulkEnquiries)
          .values({ userId, name: input.name, email: input.email.toLowerCase(), phone: input.phone })
          .returning({ id: bulkEnquiries.id });
        await tx.insert(bulkEnquiryItems).values(
          input.lines.map((p) => ({
            enquiryId: enquiry.id,
            productId: p.productId,
            productPriceId: p.productPriceId,
            qty: p.quantity,
          })),
        );
        await recordNotice(tx, {
          kind: "bulk-enquiry",
          refId: enquiry.id,
          summary: `#${enquiry.id} · ${input.name} · ${[input.email.toLowerCase(), input.phone].filter(Boolean).join(", ")} · ${input.lines.length === 1 ? "1 product" : `${input.lines.length} products`}`,
        });
        return enquiry.id;
      });
    },
  };
}

export type BulkOrdersService = ReturnType<typeof createBulkOrdersService>;
