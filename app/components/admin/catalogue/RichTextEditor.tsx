import { useEffect, useRef, useState } from "react";
import { useScriptsRunning } from "~/lib/forms/use-shop-form";

// Each button says what it does in words (its visible text is its name, for voice control too).
const TOOLS = [
  { command: "bold", text: "Bold", className: "font-bold" },
  { command: "italic", text: "Italic", className: "italic" },
  { command: "formatBlock", value: "h3", text: "Heading" },
  { command: "insertUnorderedList", text: "Bullets" },
  { command: "insertOrderedList", text: "Numbers" },
] as const;

/**
 * The description's rich text: the browser's own editing (contentEditable) with a few buttons,
 * no editor library. What it makes is HTML, sanitised on the server when saved
 * (server/clean-html.ts), so only what the storefront can show is kept. It posts as the form's
 * field `id`; before the page's scripts run it is a plain text area holding the HTML.
 */
export function RichTextEditor({
  id,
  label,
  html,
  onChange,
  error,
  lang,
}: {
  id: string;
  label: string;
  /** The starting HTML. */
  html: string;
  onChange?: (html: string) => void;
  error?: string;
  /** The language written in the box, when not the page's (a Hindi description: "hi"). */
  lang?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const scripts = useScriptsRunning();
  const [value, setValue] = useState(html);
  const changed = (next: string) => {
    setValue(next);
    onChange?.(next);
  };
  // The starting text is put in once; after that the browser owns the box's content.
  const initial = useRef(html);
  useEffect(() => {
    if (scripts && box.current) box.current.innerHTML = initial.current;
  }, [scripts]);
  const apply = (command: string, value?: string) => {
    box.current?.focus();
    document.execCommand(command, false, value);
    changed(box.current?.innerHTML ?? "");
  };
  if (!scripts) {
    return (
      <div>
        <label htmlFor={id} id={`${id}-label`} className="block text-sm font-semibold text-stone-900">
          {label}
        </label>
        <textarea
          id={id}
          name={id}
          lang={lang}
          defaultValue={html}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`mt-1 min-h-32 w-full rounded-md border bg-white px-3 py-2 font-mono text-sm ${error ? "border-red-700" : "border-stone-300"}`}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  }
  const link = () => {
    const href = window.prompt("Link address (https://…)");
    if (href) apply("createLink", href);
  };
  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-semibold text-stone-900">
        {label}
      </span>
      <div role="toolbar" aria-label={`${label}: formatting`} className="mt-1 flex flex-wrap gap-1">
        {TOOLS.map((t) => (
          <button
            key={t.text}
            type="button"
            className={`min-h-11 min-w-11 rounded-md border border-stone-300 bg-white px-2 text-sm hover:bg-brand-50 ${"className" in t ? t.className : ""}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => apply(t.command, "value" in t ? t.value : undefined)}
          >
            {t.text}
          </button>
        ))}
        <button
          type="button"
          className="min-h-11 rounded-md border border-stone-300 bg-white px-2 text-sm hover:bg-brand-50"
          onMouseDown={(e) => e.preventDefault()}
          onClick={link}
        >
          Link
        </button>
      </div>
      <div
        ref={box}
        id={id}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        contentEditable
        lang={lang}
        suppressContentEditableWarning
        onInput={(e) => changed(e.currentTarget.innerHTML)}
        className={`prose-shop mt-1 min-h-32 w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-700" : "border-stone-300"}`}
      />
      <input type="hidden" name={id} value={value} />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
