import { Form, useActionData } from "react-router";
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
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "placeOrders");
  const phone = (new URL(request.url).searchParams.get("phone") ?? "").trim().slice(0, 40);
  let problem: string | null = null;
  let caller: Awaited<ReturnType<typeof context.services.staffOrders.find>> = null;
  if (phone) {
    try {
      caller = await context.services.staffOrders.find(phone);
      if (!caller) problem = "No customer has this mobile number.";
    } catch (error) {
      problem = refusalMessage(error, context);
    }
  }
  return { phone, caller, problem, canPrice: can(me.role, "orderPrices") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "placeOrders");
  return answerDraft(request, context, me);
}

export default function NewOrderPage({ loaderData }: Route.ComponentProps) {
  const { phone, caller, problem } = loaderData;
  const answer = useActionData<typeof action>() as DraftAnswer | undefined;
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
