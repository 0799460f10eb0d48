import { z } from "zod";
import { id } from "../../../lib/validation/fields";
import { reviewTextField, starsField } from "../../../lib/validation/reviews";
import { customerFields, requireCustomer } from "../../http/customer";
import { defineApi } from "../../http/endpoint";
import type { AccountsService } from "../accounts";
import { myReviewWire, presentMyReview, presentPublicReview, publicReviewWire } from "./reviews.present";
import type { ReviewsService } from "./reviews.service";
import { reviewMessages } from "./reviews-messages";

const productId = id("product_id must be a product number.");
const reviewId = id("review_id must be a review number.");
const PAGE = "The page must be a whole number from 1.";

/**
 * Ratings and reviews on the JSON API (docs/api.md, "Ratings and reviews"): a product's
 * published reviews (guests allowed), and the customer's own review to read and save. Photos
 * are sent through the product page's form (multipart), not here.
 */
export function reviewsApi(reviews: ReviewsService, accounts: AccountsService) {
  const api = defineApi("Ratings and reviews");

  api.post(
    {
      path: "/products/reviews/v1/",
      summary: "A product's published reviews, newest first, 10 a page, with the shop's answers.",
      body: z.object({
        product_id: productId,
        page: z.coerce.number({ error: PAGE }).int(PAGE).min(1, PAGE).max(100_000, PAGE).optional(),
      }),
      data: z.object({
        reviews: z.array(publicReviewWire),
        total: z.number().int(),
        page: z.number().int(),
        page_count: z.number().int(),
      }),
    },
    async (_c, body) => {
      const page = await reviews.published(body.product_id, body.page);
      return {
        data: {
          reviews: page.reviews.map(presentPublicReview),
          total: page.total,
          page: page.page,
          page_count: page.pageCount,
        },
      };
    },
  );

  api.post(
    {
      path: "/reviews/mine/v1/",
      summary:
        "Whether the customer may rate the product (an order with it delivered to them), and their review of it.",
      body: z.object({ ...customerFields, product_id: productId }),
      data: z.object({ eligible: z.boolean(), review: myReviewWire.nullable() }),
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      const standing = await reviews.standing(customer.userId, body.product_id);
      return {
        data: { eligible: standing.eligible, review: standing.review && presentMyReview(standing.review) },
      };
    },
  );

  api.post(
    {
      path: "/reviews/details/v1/",
      summary: "One of the customer's own reviews, to edit.",
      description: "Another customer's review is answered exactly as one that does not exist (404).",
      body: z.object({ ...customerFields, review_id: reviewId }),
      data: myReviewWire,
      customer: true,
      errors: ["not_found"],
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      return { data: presentMyReview(await reviews.own(customer.userId, body.review_id)) };
    },
  );

  api.post(
    {
      path: "/reviews/save/v1/",
      summary: "Writes the customer's review of a product, or changes it (one per product).",
      description:
        "Only a customer with an order of the product that was delivered may rate it (403 otherwise). `stars` 1 to 5 (whole), `text` plain (no HTML) in Hindi or English. A new or changed review waits for the shop's check before it shows. `review_id`, when sent, must be the customer's review of this product (404 as for none otherwise). Limited per account and per address (429).",
      body: z.object({
        ...customerFields,
        product_id: productId,
        review_id: reviewId.optional(),
        stars: starsField,
        text: reviewTextField,
        remove_photo_ids: z.array(id("remove_photo_ids must be photo numbers.")).max(10).optional(),
      }),
      data: myReviewWire,
      customer: true,
      errors: ["forbidden", "not_found", "rate_limited"],
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      const saved = await reviews.save(
        customer.userId,
        body.product_id,
        {
          stars: body.stars,
          text: body.text,
          reviewId: body.review_id,
          remove: body.remove_photo_ids ?? [],
          photos: [],
        },
        { ip: c.get("clientAddress"), pageLang: c.get("lang") },
      );
      return { data: presentMyReview(saved), message: reviewMessages.saved };
    },
  );

  return api;
}
