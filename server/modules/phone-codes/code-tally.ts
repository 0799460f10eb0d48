import type { CodePurpose } from "./phone-codes.schema";

/** What became of a code asked for: sent, refused by a limit or the daily cap, or not taken by the provider. */
export type CodeOutcome = "sent" | "refused_limit" | "refused_cap" | "provider_failed";

// This process's counts since it started, read by /metrics (server/metrics.ts), which sums the workers.
const counts = new Map<string, number>();

export function countCode(purpose: CodePurpose, outcome: CodeOutcome) {
  const key = `${purpose}|${outcome}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Every count so far, by purpose and outcome. */
export const codeCounts = () =>
  [...counts].map(([key, n]) => {
    const [purpose, outcome] = key.split("|");
    return { purpose, outcome, n };
  });
