import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FormMessage } from "~/components/admin/fields";

/**
 * A row's button (Edit, Remove) that, before the page's scripts run, opens the page again with
 * `?name=value` (a GET: it changes nothing) to show that row's form; with scripts, `onPress`
 * opens it in a dialog instead.
 */
export function RowButton({
  name,
  value,
  onPress,
  label,
  className,
  children,
}: {
  name: string;
  value: number;
  onPress: () => void;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      className="contents"
      onSubmit={(e) => {
        e.preventDefault();
        onPress();
      }}
    >
      <button type="submit" name={name} value={value} aria-label={label} className={className}>
        {children}
      </button>
    </form>
  );
}

/** Without scripts: "Remove …?" on the page itself, its button a POST (`intent=remove`). */
export function RemoveOnPage({
  title,
  id,
  version,
  back,
  failure,
  scope,
}: {
  title: string;
  id: number;
  version: number;
  /** The page without `?remove=` (Keep it). */
  back: string;
  failure?: string;
  /** Which of the page's lists the row is of (posted as `scope`). */
  scope?: string;
}) {
  return (
    <section aria-labelledby="remove-title" className="mb-6 rounded-lg border border-red-300 bg-white p-4">
      <h2 id="remove-title" className="font-bold">
        {title}
      </h2>
      <Form method="post" action={back} className="mt-4 flex flex-wrap items-center gap-2">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="version" value={version} />
        {scope && <input type="hidden" name="scope" value={scope} />}
        <button
          type="submit"
          name="intent"
          value="remove"
          className="btn-primary bg-red-700 hover:bg-red-800"
        >
          Remove
        </button>
        <Link to={back} className="btn-outline">
          Keep it
        </Link>
        <FormMessage failure={failure} />
      </Form>
    </section>
  );
}
