import { useEffect, useRef } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { FormAnswer } from "~/lib/forms/form-answer";
import type { LoginData } from "~/lib/login-data";
import { afterLoginPath } from "~/lib/return-to";
import { useToast } from "../ui/Toaster";
import { saveLogin } from "./storage";

/** After a login or signup through the page's scripts: keep the storage keys and go on. */
export function useKeepLogin(answer: FormAnswer | undefined) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  // Each answer is acted on once (the page re-renders while it navigates away).
  const handled = useRef<FormAnswer | undefined>(undefined);
  useEffect(() => {
    const login = answer?.login as LoginData | undefined;
    if (!login || handled.current === answer) return;
    handled.current = answer;
    saveLogin(login);
    if (answer?.done) toast(answer.done, "success");
    // The pack chosen before logging in, added by the login itself (app/lib/signed-in.server.ts).
    const added = answer?.added as { sentence: string; ok: boolean } | null | undefined;
    if (added) toast(added.sentence, added.ok ? "success" : "error");
    // A navigation overtaken by another one rejects; the other one is where the person goes.
    Promise.resolve(navigate(afterLoginPath(params, search))).catch(() => undefined);
  }, [answer, navigate, params, search, toast]);
}
