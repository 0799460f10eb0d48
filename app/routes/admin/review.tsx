import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { AnswerMessage, answerFor } from "~/components/admin/AnswerMessage";
import { Box } from "~/components/admin/Box";
import { TextAreaField } from "~/components/admin/catalogue/inputs";
import { when } from "~/components/admin/list-nav";
import { PageHeader } from "~/components/admin/PageHeader";
import { AdminStars, reviewStatusLabel } from "~/components/admin/reviews/review-bits";
import { Picture } from "~/components/ui/Picture";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { reviewAnswerFields, reviewMoveFields } from "../../../lib/validation/reviews";
import { reviewMessages, reviewView } from "../../../server/modules/reviews";
import { postedIntent, readAdminForm, unknownIntent } from "../../admin-actions.server";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/review";

const idOf = (raw: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "reviews");
  const review = await reviewView(context.services.reviewsAdmin, idOf(params.reviewId)).catch(() => null);
  if (!review) throw data(null, { status: 404 });
  return { review };
}

/** Publish or hide (`status`) and the shop's answer (`answer`), as the admin API's endpoints do them (audited). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "reviews");
  const id = idOf(params.reviewId);
  const admin = context.services.reviewsAdmin;
  const intent = await postedIntent(request);
  if (intent === "status") {
    const form = await readAdminForm(request, context, reviewMoveFields);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await admin.move(id, { staffId: me.id, name: me.name }, v.status);
      return form.done(v.status === "published" ? reviewMessages.published : reviewMessages.hidden, {
        intent,
      });
    });
  }
  if (intent === "answer") {
    const form = await readAdminForm(request, context, reviewAnswerFields);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await admin.answer(id, { staffId: me.id, name: me.name }, v.answer);
      return form.done(v.answer ? reviewMessages.answered : reviewMessages.answerRemoved, { intent });
    });
  }
  return unknownIntent();
}

/** Publish or hide: one button, the other move, each a form of its own. */
function MoveButton({ to, label }: { to: "published" | "hidden"; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status" value={to} />
      <button type="submit" className={to === "published" ? "btn-primary" : "btn-outline"} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/** One review: what the customer wrote and sent, publish or hide it, and the shop's public answer. */
export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { review: r } = loaderData;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const form = useShopForm(reviewAnswerFields, answerFor(answer, "answer"), "answer-form", {
    answer: r.answer ?? "",
  });
  const navigation = useNavigation();
  return (
    <>
      <PageHeader
        title={`Review #${r.review_id}`}
        description={`${reviewStatusLabel(r.status)} · written ${when(r.created_at)}, last changed ${when(r.updated_at)}`}
        link={{ to: "/admin/reviews", label: "All reviews" }}
      />
      <AnswerMessage answer={answer} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-5">
          <Box title={`${r.customer_name} wrote`}>
            <AdminStars stars={r.stars} />
            <p lang={r.lang} className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">
              {r.text || "(Stars only, no words.)"}
            </p>
            {r.photos.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2">
                {r.photos.map((p, i) => (
                  <li key={p.photo_id}>
                    <a href={p.url} className="block">
                      <Picture
                        picture={{ url: p.url, srcset: p.srcset, avifSrcset: p.avif_srcset }}
                        sizes="160px"
                        width={160}
                        height={160}
                        alt={`Sent with review #${r.review_id} (${i + 1} of ${r.photos.length})`}
                        className="h-40 w-40 rounded border border-stone-200 bg-stone-100 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Box>
          <Box title="The shop's answer">
            <Form method="post" {...form.props} className="space-y-3">
              <input type="hidden" name="intent" value="answer" />
              <TextAreaField
                id="answer"
                label="Answer (customers see it under the review; empty removes it)"
                rows={4}
                maxLength={2000}
                defaultValue={form.values.answer}
                error={form.errors.answer}
              />
              {r.answered_by && r.answered_at && (
                <p className="text-sm text-stone-700">
                  Last answered by {r.answered_by}, {when(r.answered_at)}.
                </p>
              )}
              <button type="submit" className="btn-primary" disabled={navigation.state !== "idle"}>
                Save answer
              </button>
            </Form>
          </Box>
        </div>
        {/* On a phone the status and its buttons come first: what staff open the page for. */}
        <div className="order-first min-w-0 space-y-5 lg:order-none">
          <Box title="Status">
            <p className="mb-3">
              <strong>{reviewStatusLabel(r.status)}</strong>
              {r.status === "pending" && ": customers do not see it until it is published."}
              {r.status === "published" && ": on the product's page and in its average."}
              {r.status === "hidden" && ": only its writer sees it."}
            </p>
            <div className="flex flex-wrap gap-2">
              {r.status !== "published" && <MoveButton to="published" label="Publish" />}
              {r.status !== "hidden" && <MoveButton to="hidden" label="Hide" />}
            </div>
          </Box>
          <Box title="About">
            <ul className="space-y-1">
              <li>
                <Link
                  to={`/admin/products/${r.product_id}`}
                  className="inline-flex min-h-11 items-center text-brand-800 underline"
                >
                  {r.product_name}
                </Link>
              </li>
              <li>
                <a
                  href={`/product-info/${r.product_id}#reviews`}
                  className="inline-flex min-h-11 items-center text-brand-800 underline"
                >
                  The product's page in the shop
                </a>
              </li>
              <li>
                <Link
                  to={`/admin/customers/${r.customer_id}`}
                  className="inline-flex min-h-11 items-center text-brand-800 underline"
                >
                  {r.customer_name}'s account
                </Link>
              </li>
              <li className="text-sm text-stone-700">Written in {r.lang === "hi" ? "Hindi" : "English"}.</li>
            </ul>
          </Box>
        </div>
      </div>
    </>
  );
}
