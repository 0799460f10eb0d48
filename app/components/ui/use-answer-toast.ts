import { useEffect, useRef } from "react";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { useToast } from "./Toaster";

/**
 * With the page's scripts: an action's answer told once in a toast, as the shop's forms have
 * always done, and the form emptied after a success when `resetId` names it (the typed values
 * are the browser's own until then). Without scripts the page shows the same sentence in place.
 */
export function useAnswerToast(
  answer: FormAnswer | undefined,
  options: { tell?: "always" | "success"; resetId?: string } = {},
) {
  const toast = useToast();
  const handled = useRef<FormAnswer | undefined>(undefined);
  const { tell = "always", resetId } = options;
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    const failure = failureOf(answer);
    if (answer.done) {
      toast(answer.done, "success");
      if (resetId) (document.getElementById(resetId) as HTMLFormElement | null)?.reset();
    } else if (failure && tell === "always") toast(failure, "error");
  }, [answer, toast, tell, resetId]);
}
