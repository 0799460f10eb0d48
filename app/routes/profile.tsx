import { type FormEvent, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { Field } from "~/components/account/Field";
import { useSignOut } from "~/components/account/sign-out";
import { PageHeading } from "~/components/layout/PageHeading";
import { OrdersTable } from "~/components/orders/OrdersTable";
import { orderLineViews } from "~/components/orders/order-lines";
import { TransactionsTable } from "~/components/orders/TransactionsTable";
import { pageRows } from "~/components/ui/RowsPager";
import { useToast } from "~/components/ui/Toaster";
import { callApi } from "~/lib/api";
import { en } from "~/messages/en";
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
      tab === "transactions" ? await orders.transactions(customer.userid) : [],
      request.url,
    ),
    orders: pageRows(tab === "orders" ? orderLineViews(await orders.list(customer.userid)) : [], request.url),
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
          {tab === "transactions" && (
            <TransactionsTable {...loaderData.transactions} base="/profile?tab=transactions" />
          )}
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
