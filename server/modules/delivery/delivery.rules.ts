/** The owner's delivery and COD rules as stored (two settings groups, read back safely) and as the forms show them. */
import { z } from "zod";
import {
  type CodRules,
  type DeliveryRules,
  formatPincodeRanges,
  NO_COD,
  NO_DELIVERY_RULES,
  parsePincodeRanges,
} from "../../../lib/delivery";
import type { Paise } from "../../../lib/money";

/** The two groups in shop_settings (server/modules/settings), each one JSON value. */
export const DELIVERY = "delivery";
export const COD = "cod";

const ranges = z.array(z.object({ from: z.number().int(), to: z.number().int() }));
const money = z.number().int().min(0);
const storedDelivery = z.object({
  flatChargePaise: money,
  freeAbovePaise: money,
  perKgPaise: money,
  includedGrams: z.number().int().min(0),
  served: ranges.nullable(),
  regions: z.array(z.object({ prefix: z.string(), days: z.number().int() })),
  defaultDays: z.number().int().min(0),
});
const storedCod = z.object({
  enabled: z.boolean(),
  maxOrderPaise: money,
  feePaise: money,
  pincodes: ranges.nullable(),
});

/** A stored group read back; anything unreadable (never written by this code) counts as no rules. */
export const readDelivery = (v: unknown): DeliveryRules =>
  storedDelivery.safeParse(v).data ?? NO_DELIVERY_RULES;
export const readCod = (v: unknown): CodRules => storedCod.safeParse(v).data ?? NO_COD;

export interface ShopRules {
  delivery: DeliveryRules;
  cod: CodRules;
}

/** The rules as the owner's forms show them (and send back), with when each was last saved. */
export function presentRules(r: ShopRules & { deliveryUpdatedAt: Date | null; codUpdatedAt: Date | null }) {
  const rupees = (p: Paise) => (p / 100).toFixed(2);
  return {
    delivery: {
      flat_charge: rupees(r.delivery.flatChargePaise),
      free_above: rupees(r.delivery.freeAbovePaise),
      per_kg_charge: rupees(r.delivery.perKgPaise),
      included_kg: r.delivery.includedGrams / 1000,
      served_all: r.delivery.served === null,
      served_pincodes: formatPincodeRanges(r.delivery.served ?? []),
      regions: r.delivery.regions.map((x) => `${x.prefix} = ${x.days}`).join("\n"),
      default_days: r.delivery.defaultDays,
      updated_at: r.deliveryUpdatedAt?.toISOString() ?? null,
    },
    cod: {
      enabled: r.cod.enabled,
      max_order_value: rupees(r.cod.maxOrderPaise),
      fee: rupees(r.cod.feePaise),
      pincodes_all: r.cod.pincodes === null,
      pincodes: formatPincodeRanges(r.cod.pincodes ?? []),
      updated_at: r.codUpdatedAt?.toISOString() ?? null,
    },
  };
}

export const rangesOf = (text: string) => {
  const parsed = parsePincodeRanges(text);
  return "ranges" in parsed ? parsed.ranges : [];
};
