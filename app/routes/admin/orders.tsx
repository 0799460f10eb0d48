import { Link } from "react-router";
import type { Column } from "~/components/admin/DataList";
import { Field, SelectField } from "~/components/admin/fields";
import { ExportForm, ListPage } from "~/components/admin/ListPage";
import { counted, when } from "~/components/admin/list-nav";
import { useSlipBatch } from "~/components/admin/SlipBatch";
import { orderStatusText, paymentStatusText } from "~/components/orders/status";
import { refusalMessage } from "~/lib/domain-refusal.server";
import { enPages } from "~/messages/en-pages";
import { exportDays } from "../../../lib/india-time";
import { formatRupees } from "../../../lib/money";
import { CHANNEL_LABELS, ORDER_CHANNELS } from "../../../lib/order-channels";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../../../lib/order-statuses";
import { can } from "../../../lib/staff-roles";
import { adminOrderFilter, adminOrderList, adminOrderListFields } from "../../../server/modules/orders";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "orders");
  const url = new URL(request.url);
  // Empty fields of the filter form mean "any".
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v.trim() !== ""));
  const parsed = adminOrderListFields.safeParse(raw);
  const money = can(me.role, "payments");
  const { adminOrders } = context.services;
  let list: Awaited<ReturnType<typeof adminOrderList>>;
  let invalid: string | null = null;
  try {
    list = await adminOrderList(adminOrders, adminOrderFilter(parsed.success ? parsed.data : {}), money);
    if (!parsed.success) invalid = parsed.error.issues[0].message;
  } catch (err) {
    invalid = refusalMessage(err, context);
    list = await adminOrderList(adminOrders, {}, money);
  }
  return {
    methods: await adminOrders.paymentMethods(),
    rows: list.rows,
    counts: list.counts,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    values: raw,
    invalid,
    money,
    canPlace: can(me.role, "placeOrders"),
    exportDays: exportDays(undefined, undefined),
  };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** The back office's orders: status tabs with counts, filters, search, 25 a page; cards on a phone. */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { values, counts, money } = loaderData;
  const slips = useSlipBatch(loaderData.rows.map((r) => r.order_id));
  const columns: Column<Row>[] = [
    {
      label: "Order",
      primary: true,
      cell: (r) => (
        <span className="inline-flex items-center gap-1">
          {slips.box(r.order_id)}
          <Link
            to={`/admin/orders/${r.order_id}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            #{r.order_id} · {r.customer_name}
          </Link>
        </span>
      ),
    },
    { label: "Placed", cell: (r) => when(r.placed_at) },
    { label: "Status", cell: (r) => orderStatusText(enPages, r.order_status) },
    {
      label: "Payment",
      cell: (r) => `${paymentStatusText(enPages, r.payment_status)} · ${r.payment_method}`,
    },
    { label: "Came by", cell: (r) => CHANNEL_LABELS[r.channel] },
    { label: "To", cell: (r) => `${r.city} ${r.pincode}` },
    { label: "Packs", cell: (r) => r.items, numeric: true },
    ...(money
      ? [{ label: "Total", cell: (r: Row) => formatRupees(Math.round(Number(r.total) * 100)), numeric: true }]
      : []),
  ];
  return (
    <ListPage
      title="Orders"
      description={`${counted(loaderData.total, "order matches", "orders match")}. Newest first.`}
      actions={
        <>
          {loaderData.canPlace && (
            <Link to="/admin/orders/new" className="btn-primary">
              Take an order
            </Link>
          )}
          <Link to={`/admin/orders/slips?status=PAID`} className="btn-outline">
            Packing slips of orders to pack
          </Link>
        </>
      }
      values={values}
      tabs={{
        label: "Order statuses",
        // Eleven statuses: those with no order here are left out (unless chosen).
        statuses: ORDER_STATUSES.filter((st) => counts[st] > 0 || values.status === st),
        counts,
        labelOf: (st) => orderStatusText(enPages, st),
      }}
      filters={{
        className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end",
        fields: (
          <>
            <div className="sm:col-span-2">
              <Field id="q" label="Order number, name, email or phone" defaultValue={values.q ?? ""} />
            </div>
            <SelectField
              id="payment_status"
              label="Payment"
              defaultValue={values.payment_status ?? ""}
              options={[
                { value: "", label: "Any" },
                ...PAYMENT_STATUSES.map((s) => ({ value: s, label: paymentStatusText(enPages, s) })),
              ]}
            />
            <SelectField
              id="payment_method"
              label="Paid by"
              defaultValue={values.payment_method ?? ""}
              options={[
                { value: "", label: "Any method" },
                ...[
                  ...new Set([
                    ...loaderData.methods,
                    ...(values.payment_method ? [values.payment_method] : []),
                  ]),
                ].map((m) => ({ value: m, label: m })),
              ]}
            />
            <SelectField
              id="channel"
              label="Came by"
              defaultValue={values.channel ?? ""}
              options={[
                { value: "", label: "Any way" },
                ...ORDER_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] })),
              ]}
            />
            <Field id="from" label="From (day)" type="date" defaultValue={values.from ?? ""} />
            <Field id="to" label="To (day)" type="date" defaultValue={values.to ?? ""} />
          </>
        ),
        submit: "Show",
      }}
      invalid={loaderData.invalid}
      above={loaderData.rows.length > 0 && slips.bar}
      list={{
        label: "Orders",
        rows: loaderData.rows,
        columns,
        rowKey: (r) => r.order_id,
        empty: "No orders match.",
      }}
      pager={{ label: "Order pages", page: loaderData.page, pageCount: loaderData.pageCount }}
    >
      {money && (
        <ExportForm
          action="/admin/orders/export"
          title="Export for the accountant (CSV)"
          days={loaderData.exportDays}
        />
      )}
    </ListPage>
  );
}
