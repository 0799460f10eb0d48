import { useState } from "react";
import { TextAreaField } from "~/components/admin/catalogue/inputs";
import { RichTextEditor } from "~/components/admin/catalogue/RichTextEditor";
import { useScriptsRunning } from "~/lib/forms/use-shop-form";

/**
 * A post's body: the rich text editor once the page's scripts run (its HTML posted in a hidden
 * field), a plain text area holding the HTML before (the editor's box posts nothing by itself).
 */
export function PostBodyField({
  id,
  name,
  label,
  lang,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  lang?: string;
  defaultValue: string;
  error?: string;
}) {
  const scripts = useScriptsRunning();
  const [html, setHtml] = useState(defaultValue);
  if (!scripts) {
    return (
      <TextAreaField
        id={id}
        name={name}
        label={label}
        lang={lang}
        rows={8}
        defaultValue={defaultValue}
        error={error}
      />
    );
  }
  return (
    <>
      <RichTextEditor id={id} label={label} lang={lang} html={html} onChange={setHtml} error={error} />
      <input type="hidden" name={name} value={html} />
    </>
  );
}
