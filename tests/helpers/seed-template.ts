import type { Db } from "../../server/db/client";
import { seedDemoShop } from "../../server/db/seed/seed";

/** Every test database starts as the demo shop, so tests read like a customer's visit. */
export async function seedTemplate(db: Db): Promise<void> {
  await seedDemoShop(db);
}
