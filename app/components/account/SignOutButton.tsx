import { useFetcher } from "react-router";
import { useT } from "~/i18n/i18n";
import { clearLogin } from "./storage";

/**
 * Sign out: a POST to /logout, which ends the session on the server and clears its cookie,
 * then the login page. With the page's scripts the seven stored keys go first, also when the
 * call fails; without them there are no keys to clear (app/routes/logout.ts).
 */
export function SignOutButton({ label, className }: { label: string; className: string }) {
  const t = useT();
  // React Router follows a fetcher's redirect only while its form is on the page: whoever
  // shows this button keeps it there until the login page comes.
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/logout" className="contents" onSubmit={() => clearLogin()}>
      <button type="submit" className={className} disabled={busy}>
        {busy ? t.account.working : label}
      </button>
    </fetcher.Form>
  );
}
