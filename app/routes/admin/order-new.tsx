import { Form, redirect, useActionData } from "react-router";
import { Box } from "~/components/admin/Box";
import { Field } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { StaffOrderForm } from "~/components/admin/StaffOrderForm";
import { refusalMessage } from "~/lib/domain-refusal.server";
import { can } from "../../../lib/staff-roles";
import { requireStaffPage } from "../../admin-session.server";
import { answerDraft, type DraftAnswer } from "../../admin-staff-order.server";
import type { Route } from "./+types/order-new";

/**
 * "Take an order": find the caller by their mobile (a search: GET), then the order's one form
 * (POST to this route's action; docs/decisions/0038-orders-taken-by-staff.md).
 */
const NOT_FOUND = "No customer has this mobile number.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "placeOrders");
  const phone = (new URL(request.url).searchParams.get("phone") ?? "").trim().slice(0, 40);
  let problem: string | null = null;
  let caller: Awaited<ReturnType<typeof context.services.staffOrders.find>> = null;
  if (phone) {
    try {
      caller = await context.services.staffOrders.find(phone);
      if (!caller) problem = NOT_FOUND;
    } catch (error) {
      problem = refusalMessage(error, context);
    }
  }
  return { phone, caller, problem, canPrice: can(me.role, "orderPrices") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "placeOrders");
  const form = await request.clone().formData();
  if (form.get("intent") === "new-caller") {
    // A caller the shop does not know yet: a name and their mobile, then their order.
    try {
      const made = await context.services.staffOrders.newCaller(
        { staffId: me.id, name: me.name, role: me.role },
        { name: String(form.get("name") ?? ""), phone: String(form.get("phone") ?? "") },
      );
      return redirect(`/admin/orders/new?phone=${made.phone}`);
    } catch (error) {
      return { newCallerProblem: refusalMessage(error, context), name: String(form.get("name") ?? "") };
    }
  }
  return answerDraft(request, context, me);
}

export default function NewOrderPage({ loaderData }: Route.ComponentProps) {
  const { phone, caller, problem } = loaderData;
  const acted = useActionData<typeof action>();
  const answer = acted && "draft" in acted ? (acted as DraftAnswer) : undefined;
  const newCaller = acted && "newCallerProblem" in acted ? acted : undefined;
  return (
    <>
      <PageHeader
        title="Take an order"
        description="For a customer on the phone, on WhatsApp or at the counter. Prices and totals are the server's."
      />
      <div className="grid gap-4">
        <Box title="Customer">
          <Form method="get" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
            <Field
              id="phone"
              label="Customer's mobile number"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={40}
              defaultValue={phone}
              error={problem ?? undefined}
            />
            <button type="submit" className="btn-outline">
              Find
            </button>
          </Form>
          {phone && !caller && problem === NOT_FOUND && (
            <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
              <input type="hidden" name="intent" value="new-caller" />
              <input type="hidden" name="phone" value={phone} />
              <Field
                id="name"
                label={`New customer with ${phone}: their name`}
                autoComplete="off"
                maxLength={200}
                defaultValue={newCaller?.name ?? ""}
                error={newCaller?.newCallerProblem ?? undefined}
              />
              <button type="submit" className="btn-primary">
                Add customer
              </button>
            </Form>
          )}
          {caller && (
            <p className="mt-3 text-sm" data-testid="caller">
              <strong>{caller.name}</strong> · +91 {caller.phone.slice(0, 5)} {caller.phone.slice(5)}
              {caller.email ? ` · ${caller.email}` : ""}
              {caller.disabled && <strong className="text-red-800"> · account disabled</strong>}
            </p>
          )}
        </Box>
        {caller && (
          <StaffOrderForm
            key={caller.id}
            caller={caller}
            answer={answer?.draft?.customerId === caller.id ? answer : undefined}
            canPrice={loaderData.canPrice}
          />
        )}
      </div>
    </>
  );
}
