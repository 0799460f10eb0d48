import { Link, useSearchParams } from "react-router";
import { ChangePassword, UpdateProfile } from "~/components/account/ProfileForms";
import { useSignOut } from "~/components/account/sign-out";
import { PageHeading } from "~/components/layout/PageHeading";
import { OrdersTable } from "~/components/orders/OrdersTable";
import { orderLineViews } from "~/components/orders/order-lines";
import { TransactionsTable } from "~/components/orders/TransactionsTable";
import { pageRows } from "~/components/ui/RowsPager";
import { metaT, useT } from "~/i18n/i18n";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const tab = new URL(request.url).searchParams.get("tab");
  const { accounts, orders } = context.services;
  return {
    account: await accounts.profile(customer.userId),
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
  ["password", "changePasswordTab"],
] as const;

export default function Profile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const tab = tabs.find(([key]) => key === params.get("tab"))?.[0] ?? "account";
  const signOut = useSignOut();
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
          <button type="button" className={tabClass(false)} onClick={() => void signOut()}>
            {t.account.signOutTab}
          </button>
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
                <dd>{account.email}</dd>
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
          {tab === "password" && <ChangePassword />}
        </section>
      </div>
    </>
  );
}
