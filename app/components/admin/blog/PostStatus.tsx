import { POST_STATUS_TEXT, type WirePost } from "./post-model";

const LOOK: Record<WirePost["status"], string> = {
  draft: "border-amber-700 bg-amber-50 text-amber-900",
  scheduled: "border-sky-700 bg-sky-50 text-sky-900",
  published: "border-green-700 bg-green-50 text-green-900",
};

/** Draft, scheduled or published, in words (colour is never the only sign). */
export function PostStatusBadge({ status }: { status: WirePost["status"] }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${LOOK[status]}`}>
      {POST_STATUS_TEXT[status]}
    </span>
  );
}
