import { useNavigation } from "react-router";
import { useT } from "~/i18n/i18n";

/** While the browser really waits for the next page's data: a thin bar and a spinner ('Loading...'). */
export function NavigationProgress() {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  if (!busy) return null;
  return (
    <div
      role="progressbar"
      aria-label={t.pages.loading}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-pulse bg-accent-500" />
    </div>
  );
}
