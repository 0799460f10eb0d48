import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/Toaster";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";

/**
 * Toasts a fetcher's answer once (the success's sentence, or the form's own failure) and calls
 * `onDone` after a success: the page's scripts act on it where a plain POST got a whole page.
 */
export function useAnswerToast(answer: FormAnswer | undefined, onDone?: () => void) {
  const toast = useToast();
  const handled = useRef<FormAnswer | undefined>(undefined);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.done) {
      toast(answer.done, "success");
      done.current?.();
      return;
    }
    const failure = failureOf(answer);
    if (failure) toast(failure, "error");
  }, [answer, toast]);
}
