import { Link } from "react-router";
import type { Column } from "~/components/admin/DataList";
import { Field, SelectField } from "~/components/admin/fields";
import { ListPage } from "~/components/admin/ListPage";
import { INDIA_TIME_ZONE } from "../../../lib/india-time";
import { auditFilterFields, auditList } from "../../../server/modules/staff";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "audit");
  const { staff } = context.services;
  const url = new URL(request.url);
  const raw = Object.fromEntries(url.searchParams);
  const parsed = auditFilterFields.safeParse(raw);
  const { entries, nextBeforeId, entities } = await auditList(staff, parsed.success ? parsed.data : {});
  const next = new URLSearchParams(url.searchParams);
  if (nextBeforeId) next.set("before_id", String(nextBeforeId));
  return {
    entries,
    nextPage: nextBeforeId ? `?${next}` : null,
    invalid: parsed.success ? null : parsed.error.issues[0].message,
    entities,
    staff: (await staff.list()).map((m) => ({ value: String(m.id), label: m.name })),
    values: raw,
  };
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

const show = (v: unknown) =>
  v === null || v === undefined || v === "" ? "—" : typeof v === "string" ? v : JSON.stringify(v);

function Changes({ entry }: { entry: Entry }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <span className="text-stone-600">—</span>;
  return (
    <ul className="space-y-0.5">
      {fields.map(([field, c]) => (
        <li key={field}>
          <span className="font-semibold">{field}</span>: {show(c.before)} → {show(c.after)}
        </li>
      ))}
    </ul>
  );
}

const columns: Column<Entry>[] = [
  {
    label: "What",
    cell: (e) => `${e.action} ${e.entity}${e.entity_id ? ` #${e.entity_id}` : ""}`,
    primary: true,
  },
  { label: "When", cell: (e) => new Date(e.at).toLocaleString("en-IN", { timeZone: INDIA_TIME_ZONE }) },
  { label: "Who", cell: (e) => e.actor },
  { label: "Changes", cell: (e) => <Changes entry={e} /> },
  { label: "Reason", cell: (e) => e.reason ?? "—" },
];

/** The owner's audit log: every staff write, newest first, filtered by staff member, entity and days. */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { values } = loaderData;
  return (
    <ListPage
      title="Audit log"
      description="Every change made in the back office: who, when, what, before and after."
      values={values}
      filters={{
        className: "grid gap-4 md:grid-cols-5 md:items-end",
        fields: (
          <>
            <SelectField
              id="staff_id"
              label="Staff member"
              defaultValue={values.staff_id ?? ""}
              options={[{ value: "", label: "Anyone" }, ...loaderData.staff]}
            />
            <SelectField
              id="entity"
              label="Kind of thing"
              defaultValue={values.entity ?? ""}
              options={[
                { value: "", label: "Anything" },
                ...loaderData.entities.map((e) => ({ value: e, label: e })),
              ]}
            />
            <Field id="from" label="From (day)" type="date" defaultValue={values.from ?? ""} />
            <Field id="to" label="To (day)" type="date" defaultValue={values.to ?? ""} />
          </>
        ),
        submit: "Show",
      }}
      invalid={loaderData.invalid}
      list={{
        label: "Audit entries",
        rows: loaderData.entries,
        columns,
        rowKey: (e) => e.id,
        empty: "No entries match.",
      }}
    >
      {loaderData.nextPage && (
        <Link to={loaderData.nextPage} className="btn-outline mt-4">
          Older entries
        </Link>
      )}
    </ListPage>
  );
}
