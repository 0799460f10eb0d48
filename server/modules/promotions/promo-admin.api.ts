import { z } from "zod";
import {
  promoFields,
  promoIdField,
  promoPauseFields,
  promoUpdateFields,
} from "../../../lib/validation/promos";
import { defineAdminApi, itemWrites } from "../../http/admin-api";
import type { StaffSessions } from "../staff";
import { staffActor } from "../staff";
import type { PromoAdmin } from "./promo-admin";
import { adminPromoJson, presentAdminPromo } from "./promo-admin.present";
import { adminPromoList, adminPromoView } from "./promo-admin.queries";

/** Promo codes from the back office (owner, manager): list, get, create, edit, pause, resume. */
export function promoAdminApi(admin: PromoAdmin, sessions: StaffSessions) {
  const api = defineAdminApi("Promo codes", sessions);

  api.post(
    {
      path: "/promos/list",
      summary:
        "Every promo code, the latest-ending first, with its status now, its limits and its uses so far.",
      permission: "promotions",
      body: z.object({}),
      data: z.array(adminPromoJson),
    },
    async () => ({ data: await adminPromoList(admin) }),
  );

  api.post(
    {
      path: "/promos/get",
      summary: "One promo code, to edit.",
      permission: "promotions",
      body: z.object({ promo_id: promoIdField }),
      data: adminPromoJson,
      errors: ["not_found"],
    },
    async (_c, body) => ({ data: await adminPromoView(admin, body.promo_id) }),
  );

  const write = itemWrites(api, {
    permission: "promotions",
    data: adminPromoJson,
    present: presentAdminPromo,
  });
  write(
    {
      path: "/promos/create",
      summary:
        "Creates a promo code: percent (1–100, with an optional cap) or flat, minimum cart, start and end, and optional limits.",
      description:
        "The code is kept in capitals and must be unique whatever its case (409 otherwise). Dates without a zone are India's time. Limits: `uses_per_customer` and `total_uses` (whole numbers from 1; left out or null: none), `first_order_only` (default false) and `customers` (`all` by default, or `new`), checked when an order is placed.",
      body: promoFields,
      errors: ["conflict"],
    },
    (body, me) => admin.create(staffActor(me), body),
    "Promo code created.",
  );
  write(
    {
      path: "/promos/update",
      summary: "Changes a promo code's terms and limits; the checkout applies them at once.",
      description:
        "Every field is sent, as with create: a limit left out is none. Refused with 409 when the code changed since `version`.",
      body: promoUpdateFields,
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.update(staffActor(me), body.promo_id, body.version, body),
    "Promo code saved.",
  );
  write(
    {
      path: "/promos/pause",
      summary: "Pauses a promo code: the checkout refuses it until it is resumed.",
      body: promoPauseFields,
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.setPaused(staffActor(me), body.promo_id, body.version, true),
    "Promo code paused.",
  );
  write(
    {
      path: "/promos/resume",
      summary: "Resumes a paused promo code (it applies again between its dates).",
      body: promoPauseFields,
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.setPaused(staffActor(me), body.promo_id, body.version, false),
    "Promo code resumed.",
  );

  return api;
}
