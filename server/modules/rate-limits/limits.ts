/**
 * Every rate limit of the shop, in one table. Each can be tuned by an environment variable
 * (`RATE_LIMIT_<NAME>`, see the README); why the defaults are what they are, and what a busy
 * shared address (carrier-grade NAT, a village shop's Wi-Fi) looks like, is in
 * docs/decisions/0010-rate-limits.md.
 */

/** At most `max` in each fixed window of `windowSeconds`. */
export interface WindowLimit {
  kind: "window";
  max: number;
  windowSeconds: number;
}

/**
 * Failures, not attempts: `free` failures cost nothing; after them each attempt must wait
 * `firstDelaySeconds`, doubling with every further failure up to `maxDelaySeconds`. A count
 * is forgotten a day after its last failure.
 */
export interface BackoffLimit {
  kind: "backoff";
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

export type Limit = WindowLimit | BackoffLimit;

const window = (max: number, windowSeconds: number): WindowLimit => ({ kind: "window", max, windowSeconds });
const backoff = (free: number, firstDelaySeconds: number, maxDelaySeconds: number): BackoffLimit => ({
  kind: "backoff",
  free,
  firstDelaySeconds,
  maxDelaySeconds,
});

const MINUTE = 60;
const HOUR = 3600;

/** The defaults; `RATE_LIMIT_LOGIN_PAIR` tunes `loginPair`, and so on. */
export const DEFAULT_LIMITS = {
  /** Failed logins of one account from one address: the tight one. */
  loginPair: backoff(5, 30, 15 * MINUTE),
  /** Failed logins of one account from every address; never applied to an address without failures. */
  loginAccount: backoff(20, 30, 15 * MINUTE),
  /** Failed logins from one address, whatever the account (credential stuffing). */
  loginAddress: window(200, HOUR),
  /** Second-factor codes tried on one staff account, from any address; a right code clears it. */
  twoFactorAccount: window(10, 15 * MINUTE),
  /** Signups from one address. */
  signupAddress: window(300, HOUR),
  /** Signup attempts with one email, and with one phone number. */
  signupIdentifier: window(5, HOUR),
  /** Reset links asked for from one address. */
  forgotAddress: window(60, HOUR),
  /** Reset links asked for one email. */
  forgotAccount: window(3, HOUR),
  /** Reset links used (right or wrong) from one address. */
  resetAddress: window(60, HOUR),
  /** Tries with one reset link. */
  resetToken: window(5, HOUR),
  /** Wrong current passwords when changing the password, per account. */
  passwordChangeAccount: window(8, 15 * MINUTE),
  /** Contact messages from one address. */
  contactAddress: window(30, HOUR),
  /** Contact messages with one email. */
  contactEmail: window(5, HOUR),
  /** "Notify me" requests for sold-out packs from one address (docs/decisions/0046-back-in-stock.md). */
  stockAlertAddress: window(30, HOUR),
  /** "Notify me" requests for one phone number or email, whatever the pack. */
  stockAlertContact: window(10, HOUR),
  /** Profile updates that look a new phone number up, per account. */
  phoneLookupAccount: window(10, HOUR),
  /** SMS codes sent to one number (sign-up, sign-in, password), docs/decisions/0036-sign-in-by-phone.md. */
  smsCodeNumber: window(5, HOUR),
  /** SMS codes asked for from one address, whatever the number (a day is 24 h here). */
  smsCodeAddress: window(20, 24 * HOUR),
  /** Reviews written or edited by one account (docs/decisions/0045-ratings-and-reviews.md). */
  reviewAccount: window(10, HOUR),
  /** Reviews written or edited from one address, whatever the account. */
  reviewAddress: window(100, HOUR),
  /** Review photos sent by one account, each counted (a day is 24 h here). */
  reviewPhotoAccount: window(15, 24 * HOUR),
  /** Review photos sent from one address, whatever the account. */
  reviewPhotoAddress: window(150, 24 * HOUR),
} satisfies Record<string, Limit>;

export type Limits = { [K in keyof typeof DEFAULT_LIMITS]: (typeof DEFAULT_LIMITS)[K] };
export type LimitName = keyof Limits;

/** `loginPair` → `RATE_LIMIT_LOGIN_PAIR`. */
export const envName = (name: string) => `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

const UNIT: Record<string, number> = { s: 1, m: MINUTE, h: HOUR, d: 24 * HOUR };
const duration = (n: string, unit: string) => Number(n) * UNIT[unit];
const WINDOW = /^(\d+)\/(\d+)([smhd])$/;
const BACKOFF = /^(\d+)\/(\d+)([smh])-(\d+)([smh])$/;

/**
 * The limits with the environment's overrides: a window as `30/1h` (30 an hour), a backoff as
 * `5/30s-15m` (5 free failures, then waits from 30 s doubling up to 15 min). Throws a
 * sentence naming the variable for a value that does not read.
 */
export function limitsFromEnv(env: Record<string, string | undefined>): Limits {
  const limits: Record<string, Limit> = { ...DEFAULT_LIMITS };
  for (const [name, fallback] of Object.entries(DEFAULT_LIMITS)) {
    const variable = envName(name);
    const value = env[variable]?.trim();
    if (!value) continue;
    if (fallback.kind === "window") {
      const m = WINDOW.exec(value);
      if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) {
        throw new Error(`${variable} must be a count per period such as 30/1h or 100/15m (got "${value}")`);
      }
      limits[name] = window(Number(m[1]), duration(m[2], m[3]));
    } else {
      const m = BACKOFF.exec(value);
      const first = m ? duration(m[2], m[3]) : 0;
      const max = m ? duration(m[4], m[5]) : 0;
      if (!m || first < 1 || max < first) {
        throw new Error(
          `${variable} must be free failures and the first and longest wait, such as 5/30s-15m (got "${value}")`,
        );
      }
      limits[name] = backoff(Number(m[1]), first, max);
    }
  }
  return limits as Limits;
}
