import { useEffect } from "react";
import { useToast } from "~/components/ui/Toaster";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { useScriptsRunning } from "~/lib/forms/use-shop-form";
import { FormMessage } from "./fields";

/** Which of a page's forms an answer belongs to: the `intent` a success names, or the one posted. */
export function intentOf(answer: FormAnswer | undefined): string | undefined {
  if (!answer) return undefined;
  if (typeof answer.intent === "string") return answer.intent;
  const posted = answer.result.initialValue?.intent;
  return typeof posted === "string" ? posted : undefined;
}

/** The answer if it belongs to the form of `intent` (each form of a page shows only its own). */
export const answerFor = (answer: FormAnswer | undefined, intent: string) =>
  intentOf(answer) === intent ? answer : undefined;

/**
 * A page's answer to one of its forms: told in a toast once the scripts run, as the back office
 * always has; a page answered to a post sent without scripts says it in place instead.
 */
export function AnswerMessage({ answer }: { answer: FormAnswer | undefined }) {
  const scripts = useScriptsRunning();
  const toast = useToast();
  // Once per answer (a second "Note added." is told again): the answer is a new object each time.
  useEffect(() => {
    if (!scripts || !answer) return;
    const failure = failureOf(answer);
    if (failure) toast(failure, "error");
    else if (answer.done) toast(answer.done, "success");
  }, [answer, scripts, toast]);
  return scripts ? null : <FormMessage failure={failureOf(answer)} done={answer?.done} />;
}
