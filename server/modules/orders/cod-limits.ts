/**
 * How much cash on delivery one customer may have waiting at once, so that nobody can take the
 * stock off the shelf without paying (docs/decisions/0031-cod-caps-and-promo-limits.md). Each
 * is tuned by an environment variable, listed in the README beside the rate limits.
 */
export interface CodLimits {
  /** Open cash-on-delivery orders of one account (confirmed, packed or shipped, cash not collected). */
  openPerAccount: number;
  /** Open cash-on-delivery orders to one delivery phone number, whatever the account. */
  openPerPhone: number;
  /** Open cash-on-delivery orders placed from one client address (an IPv6 client's /64). */
  openPerAddress: number;
  /** Units of one pack in one cash-on-delivery order; more is a Bulk Order. */
  unitsPerPack: number;
}

export const DEFAULT_COD_LIMITS: CodLimits = {
  openPerAccount: 2,
  openPerPhone: 2,
  openPerAddress: 5,
  unitsPerPack: 10,
};

/** Each limit's variable. */
export const COD_LIMIT_VARIABLES: Record<keyof CodLimits, string> = {
  openPerAccount: "COD_OPEN_ORDERS_PER_ACCOUNT",
  openPerPhone: "COD_OPEN_ORDERS_PER_PHONE",
  openPerAddress: "COD_OPEN_ORDERS_PER_ADDRESS",
  unitsPerPack: "COD_UNITS_PER_PACK",
};

/**
 * The limits with the environment's overrides: a whole number, or 0 for no limit. Throws a
 * sentence naming the variable for a value that does not read.
 */
export function codLimitsFromEnv(env: Record<string, string | undefined>): CodLimits {
  const limits = { ...DEFAULT_COD_LIMITS };
  for (const [name, variable] of Object.entries(COD_LIMIT_VARIABLES) as [keyof CodLimits, string][]) {
    const value = env[variable]?.trim();
    if (!value) continue;
    if (!/^\d{1,6}$/.test(value)) {
      throw new Error(`${variable} must be a whole number, or 0 for no limit (got "${value}")`);
    }
    limits[name] = Number(value);
  }
  return limits;
}

/**
 * COD_CONFIRM_HOURS: how long a COD order from a phone number not yet confirmed waits for its
 * SMS code before it is cancelled (docs/decisions/0037-cod-confirmation.md); 24 unless set.
 */
export function codConfirmHoursFromEnv(env: Record<string, string | undefined>): number {
  const value = env.COD_CONFIRM_HOURS?.trim();
  if (!value) return 24;
  const hours = /^\d{1,3}$/.test(value) ? Number(value) : 0;
  if (hours < 1 || hours > 168) {
    throw new Error(`COD_CONFIRM_HOURS must be a whole number of hours from 1 to 168 (got "${value}")`);
  }
  return hours;
}
