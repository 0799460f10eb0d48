import { Link, useSearchParams } from "react-router";
import { MessageChannels } from "~/components/account/MessageChannels";
import {
  ChangePassword,
  PROFILE_INTENT,
  SetPassword,
  UpdateProfile,
} from "~/components/account/ProfileForms";
import { SignOutButton } from "~/components/account/SignOutButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { OrdersTable } from "~/components/orders/OrdersTable";
import { orderLineViews } from "~/components/orders/order-lines";
import { TransactionsTable } from "~/components/orders/TransactionsTable";
import { pageRows } from "~/components/ui/RowsPager";
import { metaT, useT } from "~/i18n/i18n";
import { formHeaders } from "~/lib/form-headers";
import { readForm } from "~/lib/forms/form-action.server";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { MESSAGE_CHANNELS } from "../../lib/message-channels";
import { changePasswordFields, channelFields, profileFields } from "../../lib/validation/accounts";
import { setPasswordFields } from "../../lib/validation/phone-sign-in";
import { messages } from "../../server/modules/accounts";
import { customerChannels } from "../../server/modules/texts";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const tab = new URL(request.url).searchParams.get("tab");
  const { accounts, orders, hasWhatsApp } = context.services;
  const account = await accounts.profile(customer.userId);
  const facts = { whatsapp: hasWhatsApp, email: account.email };
  return {
    account,
    // The boxes offered (WhatsApp where the shop has it, email to an address) and those ticked.
    channels: {
      offered: [...customerChannels({ ...facts, chosen: MESSAGE_CHANNELS })],
      ticked: [...customerChannels({ ...facts, chosen: account.messageChannels })],
    },
    transactions: pageRows(
      tab === "transactions" ? await orders.transactions(customer.userId) : [],
      request.url,
    ),
    orders: pageRows(
      tab === "orders" ? orderLineViews(await orders.list(customer.userId, context.lang)) : [],
      request.url,
    ),
  };
}

/** Which form was posted, read before the form itself (its schema depends on it). */
async function intentOf(request: Request) {
  const fields = await request
    .clone()
    .formData()
    .catch(() => null);
  return fields?.get(PROFILE_INTENT);
}

/**
 * The Update Profile and Change Password forms (`intent`). A new password ends the customer's
 * other sessions but keeps this browser's, as the API does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomerPage(request, context);
  const { accounts } = context.services;
  const intent = await intentOf(request);
  if (intent === "channels") {
    const form = await readForm(request, context, channelFields);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await accounts.setMessageChannels(
        customer.userId,
        MESSAGE_CHANNELS.filter((c) => v[c]),
      );
      return form.done(messages.channelsSaved, {});
    });
  }
  if (intent === "set-password") {
    const form = await readForm(request, context, setPasswordFields);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await accounts.setFirstPassword(customer.userId, v.newpassword);
      return form.done(messages.passwordSet, {}, { reset: true });
    });
  }
  if (intent === "password") {
    const form = await readForm(request, context, changePasswordFields);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await accounts.changePassword(customer.userId, customer.sessionId, v.currentpassword, v.newpassword);
      return form.done(messages.passwordChanged, {}, { reset: true });
    });
  }
  const form = await readForm(request, context, profileFields);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    const account = await accounts.updateProfile(customer.userId, {
      fullName: v.fullname,
      phone: v.phonenumber,
      email: v.email || undefined,
    });
    // For the page's scripts, which keep the name and phone in the browser's storage.
    const profile = { fullname: account.fullName, phonenumber: account.phone };
    return form.done(messages.profileUpdated, { profile });
  });
}

/** A rate limit's `Retry-After` goes with the page. */
export const headers: Route.HeadersFunction = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.pages.profile,
    description: t.pages.profile,
    path: "/profile",
    noindex: true,
  });
}

// Each tab and the key of its name in the catalogue's `account` section.
const tabs = [
  ["account", "myAccountTab"],
  ["orders", "myOrderTab"],
  ["transactions", "transactionsTab"],
  ["update", "updateProfileTab"],
  ["messages", "messagesTab"],
  ["password", "changePasswordTab"],
] as const;

export default function Profile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const tab = tabs.find(([key]) => key === params.get("tab"))?.[0] ?? "account";
  const { account } = loaderData;
  const tabClass = (on: boolean) =>
    `flex min-h-11 items-center rounded-md px-4 text-sm font-semibold ${on ? "bg-brand-800 text-white" : "text-stone-800 hover:bg-brand-50"}`;
  return (
    <>
      <PageHeading title={t.pages.profile} />
      <div className="container-page grid gap-6 py-6 md:grid-cols-[220px_1fr]">
        <nav aria-label={t.pages.profile} className="flex flex-wrap gap-1 md:flex-col">
          {tabs.map(([key, name]) => (
            <Link
              key={key}
              to={`/profile?tab=${key}`}
              aria-current={tab === key ? "page" : undefined}
              className={tabClass(tab === key)}
            >
              {t.account[name]}
            </Link>
          ))}
          <SignOutButton label={t.account.signOutTab} className={tabClass(false)} />
          <Link to="/" className={`${tabClass(false)} text-brand-800 underline`}>
            {t.account.shopNow}
          </Link>
        </nav>
        {/* min-w-0: a long word inside must not widen the page's column on a phone. */}
        <section className="min-w-0 rounded-lg border border-stone-200 p-5">
          {tab === "account" && (
            <div className="wrap-anywhere">
              <h2 className="text-xl font-bold text-brand-900">{t.account.greeting(account.fullName)}</h2>
              <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
                <dt className="font-semibold">{t.account.emailLabel}</dt>
                <dd>{account.email ?? t.phone.noEmail}</dd>
                <dt className="font-semibold">{t.account.phoneLabel}</dt>
                <dd>{account.phone}</dd>
              </dl>
            </div>
          )}
          {tab === "update" && <UpdateProfile account={account} />}
          {tab === "orders" && <OrdersTable {...loaderData.orders} base="/profile?tab=orders" />}
          {tab === "transactions" && (
            <TransactionsTable {...loaderData.transactions} base="/profile?tab=transactions" />
          )}
          {tab === "password" && (account.hasPassword ? <ChangePassword /> : <SetPassword />)}
          {tab === "messages" && (
            <MessageChannels
              channels={loaderData.channels.ticked}
              offered={loaderData.channels.offered}
              phone={account.phone}
              email={account.email}
            />
          )}
        </section>
      </div>
    </>
  );
}
