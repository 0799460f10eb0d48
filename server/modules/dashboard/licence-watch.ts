import { sql } from "drizzle-orm";
import {
  addDays,
  LICENCE_FOR,
  LICENCE_KINDS,
  LICENCE_WARNING_DAYS,
  type LicenceKind,
  type RegulatedKind,
} from "../../../lib/regulated";
import { type Db, queryRows } from "../../db/client";

/**
 * A licence kind the owner must see to (docs/decisions/0047-regulated-sales.md): its last
 * licence ends within LICENCE_WARNING_DAYS (`ending`), has ended (`ended`: its goods are off
 * sale), or the shop sells goods of the kind with no licence at all (`none`).
 */
export interface LicenceWarning {
  kind: LicenceKind;
  state: "ending" | "ended" | "none";
  /** The last day of its latest licence (India's day); null for `none`. */
  lastDay: string | null;
  /** Days from today to that last day (0: it ends today); null for `none`. */
  daysLeft: number | null;
  /** Active products of the kind: off sale while it has ended or is missing. */
  products: number;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Each licence kind's latest last day and its active products, then the ones that need the owner. */
export async function licenceWarnings(db: Db, today: string): Promise<LicenceWarning[]> {
  const productKinds = (Object.entries(LICENCE_FOR) as [RegulatedKind, LicenceKind | null][]).filter(
    ([, licence]) => licence,
  );
  const pairs = sql.join(
    productKinds.map(([product, licence]) => sql`(${licence}::text, ${product}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{ kind: LicenceKind; last_day: string | null; products: number }>(
    db,
    sql`with kinds(kind, product_kind) as (values ${pairs})
        select k.kind,
               (select max(valid_until)::text from shop_licences l where l.kind = k.kind) as last_day,
               (select count(*)::int from products p
                 where p.is_active and p.regulated_kind = k.product_kind) as products
        from kinds k`,
  );
  const warnUntil = addDays(today, LICENCE_WARNING_DAYS);
  const warnings: LicenceWarning[] = [];
  for (const kind of LICENCE_KINDS) {
    const row = rows.find((r) => r.kind === kind);
    const products = Number(row?.products ?? 0);
    const lastDay = row?.last_day ?? null;
    if (!lastDay) {
      if (products > 0) warnings.push({ kind, state: "none", lastDay, daysLeft: null, products });
      continue;
    }
    if (lastDay > warnUntil) continue;
    const state = lastDay < today ? "ended" : "ending";
    warnings.push({ kind, state, lastDay, daysLeft: daysBetween(today, lastDay), products });
  }
  return warnings;
}
