import { z } from "zod";
import { reviewAnswerFields, reviewMoveFields } from "../../../lib/validation/reviews";
import { defineAdminApi, itemWrites, listReply } from "../../http/admin-api";
import { type StaffSessions, staffActor } from "../staff";
import { adminReviewListWire, adminReviewWire, presentAdminReview } from "./reviews.present";
import { reviewIdField, reviewList, reviewListBody, reviewView } from "./reviews.queries";
import type { ReviewsAdmin } from "./reviews-admin";
import { reviewMessages } from "./reviews-messages";

/**
 * Customers' reviews in the back office under /api/admin/v1/reviews/ (owners and managers: the
 * `reviews` permission): the list, one review, publish or hide, and the shop's answer. Every
 * write is audited in its transaction.
 */
export function reviewsAdminApi(admin: ReviewsAdmin, sessions: StaffSessions) {
  const api = defineAdminApi("Reviews", sessions);

  api.post(
    {
      path: "/reviews/list",
      summary:
        "Reviews, the latest change first, 25 a page: status filter (pending, published, hidden), search (number, product, customer, words), counts per status.",
      permission: "reviews",
      body: reviewListBody,
      data: adminReviewListWire,
    },
    async (_c, body) => listReply(await reviewList(admin, body)),
  );

  api.post(
    {
      path: "/reviews/get",
      summary: "One review with its photos and the shop's answer.",
      permission: "reviews",
      body: z.object({ review_id: reviewIdField }),
      data: adminReviewWire,
      errors: ["not_found"],
    },
    async (_c, body) => ({ data: await reviewView(admin, body.review_id) }),
  );

  const write = itemWrites(api, {
    permission: "reviews",
    data: adminReviewWire,
    present: presentAdminReview,
  });
  write(
    {
      path: "/reviews/status",
      summary: "Publishes a review (it shows on the product's page and counts in its average) or hides it.",
      body: reviewMoveFields.extend({ review_id: reviewIdField }),
      errors: ["not_found"],
    },
    async (body, me) => {
      await admin.move(body.review_id, staffActor(me), body.status);
      return admin.get(body.review_id);
    },
    (body) => (body.status === "published" ? reviewMessages.published : reviewMessages.hidden),
  );
  write(
    {
      path: "/reviews/answer",
      summary: "Sets the shop's public answer under a review; an empty answer takes it away.",
      body: reviewAnswerFields.extend({ review_id: reviewIdField }),
      errors: ["not_found"],
    },
    async (body, me) => {
      await admin.answer(body.review_id, { staffId: me.id, name: me.name }, body.answer);
      return admin.get(body.review_id);
    },
    (body) => (body.answer ? reviewMessages.answered : reviewMessages.answerRemoved),
  );

  return api;
}
