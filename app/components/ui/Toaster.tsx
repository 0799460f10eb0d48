import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";

type Tone = "success" | "error" | "info";
interface Toast {
  id: number;
  text: string;
  tone: Tone;
}

const ToastContext = createContext<(text: string, tone?: Tone) => void>(() => {});

/** Shows a message from the server or the page; errors are announced assertively. */
export const useToast = () => useContext(ToastContext);

/**
 * Accessible toasts in two live regions (role=status for news, role=alert for errors)
 * that exist from the first render, so screen readers announce what is added later.
 * Hand-written instead of a widget library to keep the first load small (docs/decisions/0003).
 * `closeLabel`: the dismiss button's word in the page's language (the back office is English).
 */
export function Toaster({ children, closeLabel = "Close" }: { children: ReactNode; closeLabel?: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (text: string, tone: Tone = "info") => {
      const id = next.current++;
      // A success says the last thing tried now worked: an error told before it is out of date
      // ("Please enter the courier's name" once the order is shipped), so it goes.
      setToasts((all) => [
        ...(tone === "success" ? all.filter((t) => t.tone !== "error") : all).slice(-2),
        { id, text, tone },
      ]);
      setTimeout(() => dismiss(id), tone === "error" ? 7000 : 4500);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  const list = (errors: boolean) =>
    toasts
      .filter((t) => (t.tone === "error") === errors)
      .map((t) => (
        <div
          key={t.id}
          className={`pointer-events-auto flex items-start gap-3 rounded-md px-4 py-3 text-sm font-medium shadow-lg ${
            t.tone === "error"
              ? "bg-red-700 text-white"
              : t.tone === "success"
                ? "bg-brand-800 text-white"
                : "bg-stone-900 text-white"
          }`}
        >
          <span className="flex-1">{t.text}</span>
          <button type="button" className="-m-1 p-1 underline" onClick={() => dismiss(t.id)}>
            {closeLabel}
          </button>
        </div>
      ));
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 mx-auto flex max-w-md flex-col gap-2 px-4">
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {list(false)}
        </div>
        <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
          {list(true)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
