import { type ButtonHTMLAttributes, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { type Column, DataList } from "~/components/admin/DataList";
import { type FieldTable, keptFields } from "~/components/admin/field-table";
import { FormMessage, SubmitRow } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import { ROLE_LABELS, STAFF_ROLES } from "../../../lib/staff-roles";
import { inviteStaffFields } from "../../../lib/validation/staff";
import { staffList } from "../../../server/modules/staff";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/staff";
import { staffAction } from "./staff-action.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "staff");
  return { staff: await staffList(context.services.staff), myId: me.id };
}

export const action = ({ request, context }: Route.ActionArgs) => staffAction(request, context);

type Member = Route.ComponentProps["loaderData"]["staff"][number];
const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** The invitation's fields, by their posted names. */
const INVITE_FIELDS = {
  name: { label: "Name", autoComplete: "off", maxLength: 100 },
  email: { label: "Email", type: "email", autoComplete: "off", maxLength: 254 },
  role: { kind: "select", label: "Role", options: roleOptions },
} satisfies FieldTable;
const stateOf = (m: Member) => (!m.active ? "Disabled" : m.invited ? "Invited" : "Active");

/** The owner's staff page: invite by email, change a role, disable or enable. */
export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as (FormAnswer & { intent?: string }) | undefined;
  const inviteAnswer = answer?.intent === "invite" ? answer : undefined;
  const rowAnswer = answer && answer.intent !== "invite" ? answer : undefined;
  const invite = useShopForm(inviteStaffFields, inviteAnswer);
  const field = keptFields(invite, INVITE_FIELDS);
  const navigation = useNavigation();
  const sending = (intent: string, id?: number) =>
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    (id === undefined || navigation.formData?.get("staff_id") === String(id));
  const submit = useSubmit();
  const [disabling, setDisabling] = useState<Member | null>(null);

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
        <Form method="post" {...invite.props} className="mt-4 grid gap-4 md:grid-cols-3">
          {field("name", "")}
          {field("email", "")}
          {field("role", "packer")}
          <SubmitRow
            form={invite}
            layout="flex flex-col gap-2 md:col-span-3 md:flex-row md:items-center"
            busy={sending("invite")}
            label="Send the invitation"
            intent="invite"
            busyLabel="Please wait..."
          />
        </Form>
      </section>

      <h2 className="mb-3 text-lg font-bold">Staff members</h2>
      <div className="mb-3">
        <FormMessage failure={failureOf(rowAnswer)} done={rowAnswer?.done} />
      </div>
      <DataList
        label="Staff members"
        rows={loaderData.staff}
        columns={columns}
        rowKey={(m) => m.id}
        actions={(m, where) => (
          <>
            <RoleForm member={m} where={where} busy={sending("role", m.id)} />
            {m.active && m.invited && (
              <Form method="post">
                <input type="hidden" name="staff_id" value={m.id} />
                <MemberButton
                  intent="reinvite"
                  label="Send a new invitation"
                  who={`to ${m.name}`}
                  busy={sending("reinvite", m.id)}
                />
              </Form>
            )}
            <Form method="post">
              <input type="hidden" name="staff_id" value={m.id} />
              {m.active ? (
                <MemberButton
                  intent="disable"
                  label="Disable"
                  who={m.name}
                  className="btn-outline border-red-700 text-red-800 disabled:cursor-not-allowed disabled:opacity-50"
                  busy={m.id === loaderData.myId || sending("disable", m.id)}
                  title={m.id === loaderData.myId ? "You cannot disable yourself here" : undefined}
                  // With scripts, a question first; without, the button posts at once.
                  onClick={(e) => {
                    e.preventDefault();
                    setDisabling(m);
                  }}
                />
              ) : (
                <MemberButton intent="enable" label="Enable" who={m.name} busy={sending("enable", m.id)} />
              )}
            </Form>
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
            submit({ intent: "disable", staff_id: String(id) }, { method: "post" });
          }}
        />
      )}
    </>
  );
}

/** A role picker with its own Save button (a change happens only when asked for). */
function RoleForm({ member, where, busy }: { member: Member; where: string; busy: boolean }) {
  const [role, setRole] = useState<string>(member.role);
  const id = `role-of-${member.id}-${where}`;
  const scripts = useScriptsRunning();
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="staff_id" value={member.id} />
      <label htmlFor={id} className="sr-only">
        Role of {member.name}
      </label>
      <select
        id={id}
        name="role"
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
      {/* Without scripts the button cannot know the choice changed: it always posts. */}
      <MemberButton
        intent="role"
        label="Save"
        who={`role of ${member.name}`}
        className="btn-outline px-3"
        busy={busy || (scripts && role === member.role)}
      />
    </Form>
  );
}

/**
 * A button that posts one action (`intent`) on a staff member; `who` finishes its words for
 * screen readers, as the list shows the same button on every row.
 */
function MemberButton({
  intent,
  label,
  who,
  busy,
  className = "btn-outline",
  ...button
}: {
  intent: string;
  label: string;
  who: string;
  busy: boolean;
  className?: string;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, "title" | "onClick">) {
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={busy} {...button}>
      {label}
      <span className="sr-only"> {who}</span>
    </button>
  );
}
