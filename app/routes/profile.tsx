import { type FormEvent, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { Field } from "~/components/account/Field";
import { useSignOut } from "~/components/account/sign-out";
import { PageHeading } from "~/components/layout/PageHeading";
import { OrdersTable } from "~/components/orders/OrdersTable";
import { pageRows, RowsPager } from "~/components/ui/RowsPager";
import { useToast } from "~/components/ui/Toaster";
import { callApi } from "~/lib/api";
import { en } from "~/messages/en";
import { enPages } from "~/messages/en-pages";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { changePasswordFields, profileFields } from "../../lib/validation/accounts";
import { fieldErrors } from "../../lib/validation/fields";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const tab = new URL(request.url).searchParams.get("tab");
  const { accounts, orders } = context.services;
  return {
    profile: await accounts.profile(customer.userid),
    transactions: pageRows(
      tab === "transactions" ? await orders.transactionRows(customer.userid) : [],
      request.url,
    ),
    orders: pageRows(tab === "orders" ? await orders.orderRows(customer.userid) : [], request.url),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.pages.profile,
    description: en.pages.profile,
    path: "/profile",
    noindex: true,
  });
}

const tabs = [
  ["account", en.account.myAccountTab],
  ["orders", en.account.myOrderTab],
  ["transactions", en.account.transactionsTab],
  ["update", en.account.updateProfileTab],
  ["password", en.account.changePasswordTab],
] as const;

export default function Profile({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = tabs.find(([key]) => key === params.get("tab"))?.[0] ?? "account";
  const signOut = useSignOut();
  const { profile } = loaderData;
  const tabClass = (on: boolean) =>
    `flex min-h-11 items-center rounded-md px-4 text-sm font-semibold ${on ? "bg-brand-800 text-white" : "text-stone-800 hover:bg-brand-50"}`;
  return (
    <>
      <PageHeading title={en.pages.profile} />
      <div className="container-page grid gap-6 py-6 md:grid-cols-[220px_1fr]">
        <nav aria-label={en.pages.profile} className="flex flex-wrap gap-1 md:flex-col">
          {tabs.map(([key, label]) => (
            <Link
              key={key}
              to={`/profile?tab=${key}`}
              aria-current={tab === key ? "page" : undefined}
              className={tabClass(tab === key)}
            >
              {label}
            </Link>
          ))}
          <button type="button" className={tabClass(false)} onClick={() => void signOut()}>
            {en.account.signOutTab}
          </button>
          <Link to="/" className={`${tabClass(false)} text-brand-800 underline`}>
            {en.account.shopNow}
          </Link>
        </nav>
        <section className="rounded-lg border border-stone-200 p-5">
          {tab === "account" && (
            <>
              <h2 className="text-xl font-bold text-brand-900">{en.account.greeting(profile.fullname)}</h2>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="font-semibold">{en.account.emailLabel}</dt>
                <dd>{profile.email}</dd>
                <dt className="font-semibold">{en.account.phoneLabel}</dt>
                <dd>{profile.phonenumber}</dd>
              </dl>
            </>
          )}
          {tab === "update" && <UpdateProfile profile={profile} />}
          {tab === "orders" && <OrdersTable {...loaderData.orders} base="/profile?tab=orders" />}
          {tab === "transactions" && <Transactions {...loaderData.transactions} />}
          {tab === "password" && <ChangePassword />}
        </section>
      </div>
    </>
  );
}

function UpdateProfile({ profile }: { profile: { fullname: string; phonenumber: string; email: string } }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const revalidator = useRevalidator();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = profileFields.safeParse({
      fullname: form.get("fullname"),
      phonenumber: form.get("phonenumber"),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const answer = await callApi("/api/profile/update/v1/", parsed.data);
    toast(answer.message, answer.status === 1 ? "success" : "error");
    if (answer.status === 1) {
      localStorage.setItem("fullname", parsed.data.fullname);
      localStorage.setItem("phonenumber", parsed.data.phonenumber);
      revalidator.revalidate();
    } else setErrors(answer.errors ?? {});
  };
  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      <h2 className="text-xl font-bold text-brand-900">{en.account.updateProfileTab}</h2>
      <Field
        id="fullname"
        label={en.account.fullName}
        defaultValue={profile.fullname}
        maxLength={200}
        error={errors.fullname}
      />
      <Field
        id="phonenumber"
        label={en.account.phone}
        type="tel"
        inputMode="numeric"
        maxLength={10}
        defaultValue={profile.phonenumber}
        error={errors.phonenumber}
      />
      <Field
        id="profile-email"
        label={en.account.email}
        type="email"
        value={profile.email}
        readOnly
        aria-readonly="true"
      />
      <button type="submit" className="btn-primary">
        {en.account.save}
      </button>
    </form>
  );
}

function ChangePassword() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const values = {
      currentpassword: String(form.get("currentpassword") ?? ""),
      newpassword: String(form.get("newpassword") ?? ""),
      confirmpassword: String(form.get("confirmpassword") ?? ""),
    };
    const parsed = changePasswordFields.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const answer = await callApi("/api/profile/changepassword/v1/", parsed.data);
    // The spec: the server's message is shown whatever the outcome.
    toast(answer.message, answer.status === 1 ? "success" : "error");
    if (answer.status === 1) formEl.reset();
    else setErrors(answer.errors ?? {});
  };
  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      <h2 className="text-xl font-bold text-brand-900">{en.account.changePasswordTab}</h2>
      <Field
        id="currentpassword"
        label={en.account.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.currentpassword}
      />
      <Field
        id="newpassword"
        label={en.account.newPassword}
        type="password"
        autoComplete="new-password"
        error={errors.newpassword}
      />
      <Field
        id="confirmpassword"
        label={en.account.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmpassword}
      />
      <button type="submit" className="btn-primary">
        {en.account.changePasswordButton}
      </button>
    </form>
  );
}

interface TxRow {
  transaction_id: number;
  transaction_date: string;
  amount: string;
  payment_id: string;
  pay_status: string;
}

function Transactions({ rows, total, page, pageCount, size, rowsParam }: ReturnType<typeof pageRows<TxRow>>) {
  if (total === 0) return <p>{enPages.orders.noTransactions}</p>;
  return (
    <div className="overflow-x-auto">
      <h2 className="mb-3 text-xl font-bold text-brand-900">{en.account.transactionsTab}</h2>
      <table className="w-full min-w-[520px] text-left text-sm">
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {enPages.orders.txColumns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((t) => (
            <tr key={t.transaction_id}>
              <td className="px-3 py-2">
                {new Date(t.transaction_date).toLocaleString("en-IN", {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: "Asia/Kolkata",
                })}
              </td>
              <td className="px-3 py-2 tabular-nums">₹{t.amount}</td>
              <td className="px-3 py-2 font-mono text-xs">{t.payment_id || "—"}</td>
              <td
                className={`px-3 py-2 font-semibold ${t.pay_status === "Credit" ? "text-brand-700" : "text-red-700"}`}
              >
                {t.pay_status}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <RowsPager
        base="/profile?tab=transactions"
        total={total}
        page={page}
        pageCount={pageCount}
        size={size}
        rowsParam={rowsParam}
        label="Transaction pages"
      />
    </div>
  );
}
