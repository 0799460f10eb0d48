import type { Db } from "../../db/client";
import { createRateLimiter, LIMITS } from "../accounts/rate-limit";
import type { Attempt } from "./staff-types";

/**
 * The one place staff sign-in attempts are counted: the customers' login limits (per address
 * and per account), in buckets of their own so a customer's attempts never lock out staff.
 * When the customers' throttle changes (counting failures per account and address), only this
 * function follows it.
 */
export function createStaffLoginThrottle(db: Db) {
  const limiter = createRateLimiter(db);
  return (email: string, from: Attempt) =>
    limiter.enforce([
      { key: `staff-login:ip:${from.ip}`, limit: LIMITS.loginIp },
      { key: `staff-login:acct:${email}`, limit: LIMITS.loginAccount },
    ]);
}
