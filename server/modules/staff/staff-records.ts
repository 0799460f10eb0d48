import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { StaffRole } from "../../../lib/staff-roles";
import { type Db, queryRows } from "../../db/client";
import { conflict, DomainError } from "../../domain-error";
import { staff } from "./staff.schema";
import { type StaffMember, staffMessages, toStaffMember } from "./staff-types";

// Row-level steps the staff service's parts share (staff.service.ts, staff-setup.ts, staff-invites.ts).

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === "23505";
};

/** Inserts a staff member (email lower-cased); a taken email is a 409 with the form's message. */
export async function insertStaff(
  tx: Tx,
  input: { email: string; name: string; role: StaffRole; passwordHash: string | null },
): Promise<StaffMember> {
  try {
    const [row] = await tx
      .insert(staff)
      .values({ ...input, email: input.email.trim().toLowerCase() })
      .returning();
    return toStaffMember(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError("conflict", staffMessages.emailTaken, { email: staffMessages.emailTaken });
    throw error;
  }
}

/** Locks the rows of every active owner, by id (one order for everyone: no deadlock between owners). */
export async function lockOwners(tx: Tx) {
  await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, "owner"), isNull(staff.disabledAt)))
    .orderBy(asc(staff.id))
    .for("update");
}

/** Refuses a change that would leave the shop without an active owner. */
export async function keepAnOwner(tx: Tx, changedId: number) {
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from staff where role = 'owner' and disabled_at is null and id <> ${changedId}`,
  );
  if (Number(row.n) === 0) throw conflict(staffMessages.lastOwner);
}

/** Whether an active owner exists. */
export async function ownerExists(db: Pick<Db, "select">): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, "owner"), isNull(staff.disabledAt)))
    .limit(1);
  return Boolean(row);
}
