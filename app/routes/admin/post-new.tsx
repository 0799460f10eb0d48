import { Link, useNavigate } from "react-router";
import { PostForm } from "~/components/admin/blog/PostForm";
import { PageHeader } from "~/components/admin/PageHeader";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/post-new";
import { useStaff } from "./shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "content");
  return null;
}

/** A new post, saved as a draft (or published at once); its page then offers the preview. */
export default function NewPost() {
  const navigate = useNavigate();
  const me = useStaff();
  return (
    <>
      <PageHeader
        title="New post"
        description="Save it as a draft to preview it; customers never see a draft."
        actions={
          <Link to="/admin/blog" className="btn-outline">
            All posts
          </Link>
        }
      />
      <PostForm author={me.name} onSaved={(saved) => navigate(`/admin/blog/${saved.id}`)} />
    </>
  );
}
