import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Lang } from "../../../lib/i18n/language";
import type { Db } from "../../db/client";
import { DomainError, RateLimited } from "../../domain-error";
import type { Logger } from "../../logger";
import { CODE_TRIES, CODE_TTL_MS, codeMatches, hashCode, newCode } from "../../one-time-code";
import { showMobile } from "../../phone-number";
import { addressKey, type Bucket, createRateLimiter, type Limits } from "../rate-limits";
import type { SmsSender } from "../sms";
import { renderText } from "../texts";
import { codeSentences as say } from "./code-sentences";
import { countCode } from "./code-tally";
import { type CodePurpose, phoneCodes } from "./phone-codes.schema";

export interface PhoneCodesDeps {
  sender: SmsSender;
  /** PUBLIC_URL: its host ends every code's SMS (the WebOTP line). */
  publicUrl: string;
  shopName: string;
  limits: Pick<Limits, "smsCodeNumber" | "smsCodeAddress">;
  /** SMS_DAILY_CAP: codes the whole shop sends in a (UTC) day, against SMS pumping. */
  dailyCap: number;
  logger: Logger;
}

const DAY_SECONDS = 86_400;
/** The share of the daily cap at which the log warns (once a day, by the code that crosses it). */
const WARN_AT = 0.8;

/**
 * Codes by SMS (docs/decisions/0036-sign-in-by-phone.md): `send` makes one and sends it at once
 * (the person is waiting on the page, so not through the outbox), `spend` checks a typed one.
 * A code the provider did not take is not kept and not counted against any limit.
 */
export function createPhoneCodes(db: Db, deps: PhoneCodesDeps) {
  const limiter = createRateLimiter(db);
  const capBucket: Bucket = {
    key: "sms-codes:shop",
    limit: { kind: "window", max: deps.dailyCap, windowSeconds: DAY_SECONDS },
  };

  return {
    /**
     * Sends a new code for `purpose` to an E.164 number, in the page's language. Refused, each
     * with its sentence, past the number's hourly limit, the address's daily one or the shop's
     * daily cap; a provider failure is `unavailable` and leaves every count as it was.
     */
    async send(input: { purpose: CodePurpose; phone: string; lang: Lang }, from: { ip: string }) {
      const now = new Date();
      const perNumber: Bucket = { key: `sms-code:number:${input.phone}`, limit: deps.limits.smsCodeNumber };
      const perAddress: Bucket = {
        key: `sms-code:ip:${addressKey(from.ip)}`,
        limit: deps.limits.smsCodeAddress,
      };
      const capped = await limiter.verdict([capBucket], now);
      if (!capped.allowed) {
        countCode(input.purpose, "refused_cap");
        throw new RateLimited(say.dailyCap, Math.ceil(capped.retryAfterSeconds));
      }
      const address = await limiter.verdict([perAddress], now);
      if (!address.allowed) {
        countCode(input.purpose, "refused_limit");
        throw new RateLimited(say.tooManyFromAddress, Math.ceil(address.retryAfterSeconds));
      }
      const number = await limiter.verdict([perNumber], now);
      if (!number.allowed) {
        countCode(input.purpose, "refused_limit");
        const minutes = Math.max(1, Math.ceil(number.retryAfterSeconds / 60));
        throw new RateLimited(
          say.tooManyForNumber.replace("{0}", String(minutes)),
          Math.ceil(number.retryAfterSeconds),
        );
      }

      const code = newCode();
      const kind = input.purpose === "reset" ? "password_code" : "login_code";
      // The registered template's words (server/modules/texts, docs/text-templates.md), ending
      // with the WebOTP line so that Android offers to fill the code in.
      const vars = { code, shop: deps.shopName, host: new URL(deps.publicUrl).hostname };
      try {
        await deps.sender.send({ to: input.phone, kind, text: renderText(kind, input.lang, vars), vars });
      } catch (error) {
        countCode(input.purpose, "provider_failed");
        deps.logger.error(
          { err: error, purpose: input.purpose, provider: deps.sender.name },
          "an SMS code was not sent",
        );
        throw new DomainError("unavailable", say.notSent);
      }

      await db.insert(phoneCodes).values({
        purpose: input.purpose,
        phone: input.phone,
        codeHash: hashCode(code, input.purpose, input.phone),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
      await limiter.record([perNumber, perAddress], now);
      const today = await limiter.tally(capBucket, now);
      countCode(input.purpose, "sent");
      if (today === Math.ceil(deps.dailyCap * WARN_AT)) {
        deps.logger.warn(
          { sent: today, cap: deps.dailyCap },
          `SMS codes today reached ${Math.round(WARN_AT * 100)}% of SMS_DAILY_CAP: at the cap, codes are refused until midnight UTC`,
        );
      }
      return { sentence: say.sent.replace("{0}", showMobile(input.phone)) };
    },

    /**
     * Spends the number's latest code for `purpose` if `typed` is it. Otherwise a sentence for
     * each case: none asked, expired, wrong (a try used), tries spent. A right code is spent at
     * once, so it opens one door only.
     */
    async spend(input: { purpose: CodePurpose; phone: string; typed: string }, now = new Date()) {
      const refuse = (sentence: string) => new DomainError("invalid_input", sentence, { code: sentence });
      const [latest] = await db
        .select()
        .from(phoneCodes)
        .where(and(eq(phoneCodes.phone, input.phone), eq(phoneCodes.purpose, input.purpose)))
        .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
        .limit(1);
      if (!latest || latest.spentAt) throw refuse(say.noneAsked);
      if (latest.triesUsed >= CODE_TRIES) throw refuse(say.triesSpent);
      if (latest.expiresAt <= now) throw refuse(say.expired);
      // Every try is counted before the code is compared, in one statement: however many tries
      // race, at most CODE_TRIES of them are ever compared with a code.
      const [tried] = await db
        .update(phoneCodes)
        .set({ triesUsed: sql`${phoneCodes.triesUsed} + 1` })
        .where(
          and(
            eq(phoneCodes.id, latest.id),
            isNull(phoneCodes.spentAt),
            sql`${phoneCodes.triesUsed} < ${CODE_TRIES}`,
          ),
        )
        .returning({ triesUsed: phoneCodes.triesUsed });
      if (!tried) throw refuse(say.triesSpent);
      if (!codeMatches(input.typed, latest.codeHash, input.purpose, input.phone))
        throw refuse(tried.triesUsed >= CODE_TRIES ? say.triesSpent : say.wrong);
      // Spent only if still unspent: of two right tries racing, one wins.
      const [spent] = await db
        .update(phoneCodes)
        .set({ spentAt: now })
        .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.spentAt)))
        .returning({ id: phoneCodes.id });
      if (!spent) throw refuse(say.noneAsked);
    },
  };
}

export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
