import { useEffect, useRef } from "react";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { useToast } from "./Toaster";

/**
 * With the page's scripts: an action's answer told once in a toast, as the shop's forms have
 * always done; after a success the form named by `resetId` is emptied (the typed values are the
 * browser's own until then) and `onDone` runs (a dialog closes). Without scripts the page shows
 * the same sentence in place.
 */
export function useAnswerToast(
  answer: FormAnswer | undefined,
  options: { tell?: "always" | "success"; resetId?: string; onDone?: () => void } = {},
) {
  const toast = useToast();
  const handled = useRef<FormAnswer | undefined>(undefined);
  const { tell = "always", resetId } = options;
  const onDone = useRef(options.onDone);
  onDone.current = options.onDone;
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    const failure = failureOf(answer);
    if (answer.done) {
      toast(answer.done, "success");
      if (resetId) (document.getElementById(resetId) as HTMLFormElement | null)?.reset();
      onDone.current?.();
    } else if (failure && tell === "always") toast(failure, "error");
  }, [answer, toast, tell, resetId]);
}
