import type { Db } from "../../db/client";
import { addressKey, createLoginThrottle, DEFAULT_LIMITS, type Limits } from "../rate-limits";
import type { Attempt } from "./staff-types";

/**
 * The one place staff sign-in attempts are counted: the customers' login throttle (failures
 * per account and address, waits that double; docs/decisions/0010-rate-limits.md) and its
 * limits, in a scope of its own so customers' failures never hold staff back.
 */
export function createStaffLoginThrottle(db: Db, limits: Limits = DEFAULT_LIMITS) {
  const throttle = createLoginThrottle(
    db,
    { pair: limits.loginPair, account: limits.loginAccount, address: limits.loginAddress },
    "staff",
  );
  /** Starts an attempt (429 while it must wait); the caller reports failed() or succeeded(). */
  return (subject: string, from: Attempt) => throttle.begin(subject, addressKey(from.ip));
}
