import { useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "~/components/ui/Toaster";
import { callAdmin } from "./admin-api";

/**
 * A button's one-off call to the admin API (disable, enable, publish…): tells the outcome in a
 * toast and reloads the page's data after a success. `busy` names the call in flight, so only
 * its button says it is working.
 */
export function useAdminAction() {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(path: string, body: object, key = path) {
    setBusy(key);
    try {
      const answer = await callAdmin(path, body);
      toast(
        answer.message || "Something went wrong. Please try again.",
        answer.status === 1 ? "success" : "error",
      );
      if (answer.status === 1) revalidator.revalidate();
      return answer;
    } finally {
      setBusy(null);
    }
  }
  return { run, busy };
}
