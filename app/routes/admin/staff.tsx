import { useState } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { type Column, DataList } from "~/components/admin/DataList";
import { Field, FormMessage, SelectField, SubmitButton } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { useApiForm } from "~/lib/use-api-form";
import { ROLE_LABELS, STAFF_ROLES } from "../../../lib/staff-roles";
import { inviteStaffFields } from "../../../lib/validation/staff";
import { presentStaff, requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/staff";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "staff");
  return { staff: (await context.services.staff.list()).map(presentStaff), myId: me.id };
}

type Member = Route.ComponentProps["loaderData"]["staff"][number];
const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const stateOf = (m: Member) => (!m.active ? "Disabled" : m.invited ? "Invited" : "Active");

/** The owner's staff page: invite by email, change a role, disable or enable. */
export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const action = useAdminAction();
  const [disabling, setDisabling] = useState<Member | null>(null);
  const invite = useApiForm({
    schema: inviteStaffFields,
    send: (v) => callAdmin("/staff/invite", v),
    reset: true,
    revalidate: true,
  });

  const columns: Column<Member>[] = [
    { label: "Name", cell: (m) => m.name, primary: true },
    { label: "Email", cell: (m) => m.email },
    { label: "Role", cell: (m) => ROLE_LABELS[m.role] },
    { label: "State", cell: stateOf },
    { label: "Two-factor", cell: (m) => (m.two_factor ? "On" : "Off") },
  ];

  return (
    <>
      <PageHeader title="Staff" description="Who can use the back office, and what each role may do." />
      <section
        aria-labelledby="invite-title"
        className="mb-8 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="invite-title" className="text-lg font-bold">
          Invite a staff member
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          They get an email with a link to choose their password (valid for 7 days). Managers run the
          catalogue, stock, promotions, content and orders; packers see orders and fulfilment only.
        </p>
        <form noValidate onSubmit={invite.onSubmit} className="mt-4 grid gap-4 md:grid-cols-3">
          <Field id="name" label="Name" autoComplete="off" maxLength={100} error={invite.errors.name} />
          <Field
            id="email"
            label="Email"
            type="email"
            autoComplete="off"
            maxLength={254}
            error={invite.errors.email}
          />
          <SelectField
            id="role"
            label="Role"
            options={roleOptions}
            defaultValue="packer"
            error={invite.errors.role}
          />
          <div className="flex flex-col gap-2 md:col-span-3 md:flex-row md:items-center">
            <SubmitButton busy={invite.busy} label="Send the invitation" className="btn-primary" />
            <FormMessage failure={invite.failure} done={invite.done} />
          </div>
        </form>
      </section>

      <h2 className="mb-3 text-lg font-bold">Staff members</h2>
      <DataList
        label="Staff members"
        rows={loaderData.staff}
        columns={columns}
        rowKey={(m) => m.id}
        actions={(m, where) => (
          <>
            <RoleForm
              member={m}
              where={where}
              onSave={(role) => action.run("/staff/role", { staff_id: m.id, role }, `role-${m.id}`)}
            />
            {m.active && m.invited && (
              <button
                type="button"
                className="btn-outline"
                disabled={action.busy === `reinvite-${m.id}`}
                onClick={() => action.run("/staff/reinvite", { staff_id: m.id }, `reinvite-${m.id}`)}
              >
                Send a new invitation<span className="sr-only"> to {m.name}</span>
              </button>
            )}
            {m.active ? (
              <button
                type="button"
                className="btn-outline border-red-700 text-red-800 disabled:cursor-not-allowed disabled:opacity-50"
                disabled={m.id === loaderData.myId}
                title={m.id === loaderData.myId ? "You cannot disable yourself here" : undefined}
                onClick={() => setDisabling(m)}
              >
                Disable<span className="sr-only"> {m.name}</span>
              </button>
            ) : (
              <button
                type="button"
                className="btn-outline"
                onClick={() => action.run("/staff/enable", { staff_id: m.id })}
              >
                Enable<span className="sr-only"> {m.name}</span>
              </button>
            )}
          </>
        )}
      />
      {disabling && (
        <ConfirmDialog
          title={`Disable ${disabling.name}? They are signed out at once and cannot sign in until enabled again.`}
          confirmLabel="Disable"
          cancelLabel="Keep"
          onCancel={() => setDisabling(null)}
          onConfirm={() => {
            const id = disabling.id;
            setDisabling(null);
            void action.run("/staff/disable", { staff_id: id });
          }}
        />
      )}
    </>
  );
}

/** A role picker with its own Save button (a change happens only when asked for). */
function RoleForm({
  member,
  where,
  onSave,
}: {
  member: Member;
  where: string;
  onSave: (role: string) => void;
}) {
  const [role, setRole] = useState<string>(member.role);
  const id = `role-of-${member.id}-${where}`;
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(role);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Role of {member.name}
      </label>
      <select
        id={id}
        value={role}
        onChange={(e) => setRole(e.target.value)}
        className="h-11 rounded-md border border-stone-300 bg-white px-2"
      >
        {roleOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-outline px-3" disabled={role === member.role}>
        Save<span className="sr-only"> role of {member.name}</span>
      </button>
    </form>
  );
}
