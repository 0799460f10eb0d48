/** The rate limits' one entry: the limiter, the login throttle and the limits' table (docs/decisions/0010-rate-limits.md). */
export {
  addressKey,
  type Bucket,
  createRateLimiter,
  type RateLimiter,
  tooMany,
  type Verdict,
} from "./limiter";
export {
  type BackoffLimit,
  DEFAULT_LIMITS,
  envName,
  type Limit,
  type LimitName,
  type Limits,
  limitsFromEnv,
  type WindowLimit,
} from "./limits";
export {
  createLoginThrottle,
  type LoginAttempt,
  type LoginLimits,
  type LoginThrottle,
} from "./login-throttle";
