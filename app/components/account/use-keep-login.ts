import { useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { LoginData } from "~/lib/api";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { afterLoginPath } from "~/lib/return-to";
import { useToast } from "../ui/Toaster";
import { saveLogin } from "./storage";

/** After a login or signup through the page's scripts: keep the storage keys and go on. */
export function useKeepLogin(answer: FormAnswer | undefined) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const login = answer?.login as LoginData | undefined;
  const done = answer?.done;
  useEffect(() => {
    if (!login) return;
    saveLogin(login);
    if (done) toast(done, "success");
    navigate(afterLoginPath(params, search));
  }, [login, done, navigate, params, search, toast]);
}
