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

/** Whether a database error is a deadlock (40P01) or a serialisation failure (40001). */
export function isTransientConflict(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  return code === "40P01" || code === "40001";
}

/**
 * Runs a transaction, and once more when the database broke it off for a deadlock or a
 * serialisation failure (two requests crossing); a second failure is `busy`, a DomainError the
 * caller chooses (a 409 with a sentence), never a 500.
 */
export async function retryOnceOnConflict<T>(work: () => Promise<T>, busy: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isTransientConflict(error)) throw error;
  }
  try {
    return await work();
  } catch (error) {
    if (isTransientConflict(error)) throw busy();
    throw error;
  }
}
