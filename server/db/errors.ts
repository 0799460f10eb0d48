/**
 * Whether a database error is a unique-key violation (SQLSTATE 23505), optionally on a
 * constraint whose name contains `constraint`. Drizzle wraps the driver's error as `cause`.
 */
export function isUniqueViolation(error: unknown, constraint = ""): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const name = e.constraint ?? e.cause?.constraint ?? "";
  return code === "23505" && name.includes(constraint);
}
