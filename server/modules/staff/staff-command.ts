import { parseArgs } from "node:util";
import type { z } from "zod";
import { ROLE_LABELS } from "../../../lib/staff-roles";
import { emailField } from "../../../lib/validation/fields";
import { newStaffPassword, staffName, staffRoleField } from "../../../lib/validation/staff";
import { COMMAND_LINE } from "./audit";
import type { StaffService } from "./staff.service";
import type { TwoFactor } from "./two-factor";

/** A mistake the operator can fix: printed alone, exit code 1. */
export class CommandError extends Error {}

export const STAFF_USAGE = `Usage: npm run staff -- <command>
  create --email E --name N --role owner|manager|packer   (password from STAFF_PASSWORD, or asked for)
  list
  disable --email E
  enable --email E
  reset-password --email E                                 (password from STAFF_PASSWORD, or asked for)
  reset-two-factor --email E                               (a lost phone: sign in with the password alone)`;

export interface CommandIo {
  /** The new password: STAFF_PASSWORD, or asked for on the terminal (twice). */
  password(): Promise<string>;
  print(line: string): void;
}

function check<S extends z.ZodType>(schema: S, value: unknown, option: string): z.output<S> {
  if (value === undefined) throw new CommandError(`Missing --${option}.\n\n${STAFF_USAGE}`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new CommandError(`--${option}: ${parsed.error.issues[0].message}`);
  return parsed.data;
}

/**
 * `npm run staff -- …` (README, "Staff and the back office"): the same staff service the
 * server uses, so each change is checked alike and written to the audit log as "command line".
 */
export async function runStaffCommand(
  argv: string[],
  staff: StaffService,
  io: CommandIo,
  twoFactor?: Pick<TwoFactor, "reset">,
): Promise<void> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
    });
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n\n${STAFF_USAGE}`);
  }
  const [command] = parsed.positionals;
  const v = parsed.values as { email?: string; name?: string; role?: string };
  const email = () =>
    check(emailField("an email is required", "not a valid email address"), v.email, "email");
  const member = async () => {
    const found = await staff.findByEmail(email());
    if (!found) throw new CommandError(`No staff member has the email ${v.email}.`);
    return found;
  };
  const password = async () => check(newStaffPassword, await io.password(), "password (STAFF_PASSWORD)");

  switch (command) {
    case "create": {
      const input = {
        email: email(),
        name: check(staffName, v.name, "name"),
        role: check(staffRoleField, v.role, "role"),
      };
      const created = await staff.create(COMMAND_LINE, { ...input, password: await password() });
      io.print(
        `Created ${ROLE_LABELS[created.role].toLowerCase()} ${created.name} <${created.email}>. Sign in at /admin/login.`,
      );
      return;
    }
    case "list": {
      const all = await staff.list();
      if (all.length === 0)
        io.print("No staff yet: create the owner with `npm run staff -- create --role owner …`.");
      for (const m of all) {
        const state = !m.active ? "disabled" : m.invited ? "invited" : "active";
        io.print(`${m.email}\t${m.name}\t${m.role}\t${state}${m.twoFactor ? "\ttwo-factor" : ""}`);
      }
      return;
    }
    case "disable": {
      const m = await staff.disable(COMMAND_LINE, (await member()).id);
      io.print(`Disabled ${m.email}: they cannot sign in, and their sessions have ended.`);
      return;
    }
    case "enable": {
      const m = await staff.enable(COMMAND_LINE, (await member()).id);
      io.print(`Enabled ${m.email}.`);
      return;
    }
    case "reset-password": {
      const target = await member();
      const m = await staff.resetPassword(COMMAND_LINE, target.id, await password());
      io.print(`New password set for ${m.email}; their sessions have ended.`);
      return;
    }
    case "reset-two-factor": {
      const target = await member();
      await twoFactor?.reset(COMMAND_LINE, target.id);
      io.print(
        `Two-factor sign-in is off for ${target.email}; they sign in with their password and may set it up again.`,
      );
      return;
    }
    default:
      throw new CommandError(command ? `Unknown command "${command}".\n\n${STAFF_USAGE}` : STAFF_USAGE);
  }
}
