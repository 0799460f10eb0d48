import { Link } from "react-router";

/** A page or tab with nothing to show yet: the sentence and a button back to the shop's home. */
export function NothingYet({
  text,
  home,
  className = "",
}: {
  text: string;
  /** The button's words. */
  home: string;
  className?: string;
}) {
  return (
    <div className={`${className} py-10 text-center`.trim()}>
      <p className="text-lg font-semibold">{text}</p>
      <Link to="/" className="btn-primary mt-6">
        {home}
      </Link>
    </div>
  );
}
