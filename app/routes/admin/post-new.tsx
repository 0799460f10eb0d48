import { useEffect } from "react";
import { useNavigate, useNavigation } from "react-router";
import { PostForm } from "~/components/admin/blog/PostForm";
import { PageHeader } from "~/components/admin/PageHeader";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/post-new";
import { postCreateAction } from "./post-actions.server";
import { useStaff } from "./shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "content");
  return null;
}

export const action = ({ request, context }: Route.ActionArgs) => postCreateAction(request, context);

/** A new post, saved as a draft (or published at once); its page then offers the preview. */
export default function NewPost({ actionData }: Route.ComponentProps) {
  const me = useStaff();
  const answer = actionData as (FormAnswer & { savedId?: number }) | undefined;
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  // With scripts the action answers the new post's id: its page, saying it was saved.
  useEffect(() => {
    if (answer?.savedId) navigate(`/admin/blog/${answer.savedId}`, { state: { done: answer.done } });
  }, [answer, navigate]);
  return (
    <>
      <PageHeader
        title="New post"
        description="Save it as a draft to preview it; customers never see a draft."
        link={{ to: "/admin/blog", label: "All posts" }}
      />
      <PostForm author={me.name} answer={answer?.savedId ? undefined : answer} busy={busy} />
    </>
  );
}
