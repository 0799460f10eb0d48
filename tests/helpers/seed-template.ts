import type { Db } from "../../server/db/client";
import { seedDemoShop } from "../../server/db/seed/seed";

/**
 * Every test database starts as the demo shop, so tests read like a customer's visit; without
 * its delivery and cash-on-delivery rules (no delivery charge, COD off), so an amount charged
 * is the cart's unless a test sets the rules it is about (tests/delivery-cod-api.test.ts).
 */
export async function seedTemplate(db: Db): Promise<void> {
  await seedDemoShop(db, { rules: false });
}
