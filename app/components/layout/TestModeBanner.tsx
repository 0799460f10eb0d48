import { useT } from "~/i18n/i18n";

/**
 * The strip above every page while payments go to the sandbox: nobody should mistake a test
 * shop for a real one (docs/decisions/0009-pglite-safety.md). Server-rendered, no script.
 */
export function TestModeBanner() {
  const t = useT();
  return (
    <div role="note" className="bg-stone-900 px-3 py-1 text-center text-xs text-amber-100" data-test-mode="">
      <strong className="font-semibold text-amber-300">{t.payment.testModeBanner}</strong>{" "}
      {t.payment.testModeDetail}
    </div>
  );
}
