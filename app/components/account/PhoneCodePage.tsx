import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { metaT, useT } from "~/i18n/i18n";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { seo } from "~/seo";
import { AuthCard } from "./Field";
import { PhoneCodeForms, type PhonePurpose } from "./PhoneCodeForms";
import { useKeepLogin } from "./use-keep-login";

const PAGE = {
  signup: { title: "signupTitle", intro: "signupIntro", path: "/phone-signup" },
  login: { title: "loginTitle", intro: "loginIntro", path: "/phone-login" },
  reset: { title: "resetTitle", intro: "resetIntro", path: "/phone-reset" },
} as const;

/** The head of a phone page: its title and intro, kept out of search engines. */
export function phoneCodeMeta(matches: Parameters<typeof metaT>[0], purpose: PhonePurpose) {
  const t = metaT(matches).phone;
  const page = PAGE[purpose];
  return seo(matches, { title: t[page.title], description: t[page.intro], path: page.path, noindex: true });
}

/**
 * The page around a phone sign-up, sign-in or reset (docs/decisions/0036-sign-in-by-phone.md):
 * title, intro, the two steps and the page's own links. Signing up or in keeps the login the
 * scripts' way; a reset ends on the password login.
 */
export function PhoneCodePage({ purpose, links }: { purpose: PhonePurpose; links: ReactNode }) {
  const t = useT().phone;
  const answer = useActionData() as FormAnswer | undefined;
  useKeepLogin(purpose === "reset" ? undefined : answer);
  return (
    <AuthCard title={t[PAGE[purpose].title]}>
      <p className="mt-1 text-sm text-stone-700">{t[PAGE[purpose].intro]}</p>
      <PhoneCodeForms
        purpose={purpose}
        answer={answer}
        links={<p className="mt-6 flex flex-wrap justify-between gap-3 text-sm">{links}</p>}
      />
    </AuthCard>
  );
}

/** The underlined link of the phone pages' foot. */
export const phoneLinkClass = "font-semibold text-brand-800 underline";
