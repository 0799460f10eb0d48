import { type AppLoadContext, redirect } from "react-router";
import { readForm } from "~/lib/forms/form-action.server";
import { promoFields, promoPauseFields, promoUpdateFields } from "../../../lib/validation/promos";
import { requireStaffPage } from "../../admin-session.server";

/** The member doing a promo code write, as the audit log names them. */
async function promoActor(request: Request, context: AppLoadContext) {
  const me = await requireStaffPage(request, context, "promotions");
  return { staffId: me.id, name: me.name };
}

const fieldOf = async (request: Request, name: string) =>
  String(
    (
      await request
        .clone()
        .formData()
        .catch(() => null)
    )?.get(name) ?? "",
  );
const intentOf = (request: Request) => fieldOf(request, "intent");

/**
 * The answers' tag: the form, and the code as typed. readForm keeps no field named `code` (a
 * sign-in's one-time code), but a promo code is no secret, and the page shows it again.
 */
const saveTag = async (request: Request) => ({
  tag: { intent: "save", typedCode: (await fieldOf(request, "code")).slice(0, 40) },
});

/**
 * Pause or Resume (a button with `intent=pause` or `resume`, the code's id and the version the
 * page showed): the API's /promos/pause and /promos/resume, stale pages refused the same way.
 */
async function pauseOrResume(request: Request, context: AppLoadContext, intent: "pause" | "resume") {
  const actor = await promoActor(request, context);
  const form = await readForm(request, context, promoPauseFields, { tag: { intent } });
  if (!form.ok) return form.answer;
  return form.run(async ({ promo_id, version }) => {
    await context.services.promoAdmin.setPaused(actor, promo_id, version, intent === "pause");
    return form.done(intent === "pause" ? "Promo code paused." : "Promo code resumed.");
  });
}

/** The promo codes list's action: Pause or Resume a row. */
export async function promoListAction(request: Request, context: AppLoadContext) {
  return pauseOrResume(request, context, (await intentOf(request)) === "resume" ? "resume" : "pause");
}

/** A new code (the API's /promos/create), then the list. */
export async function promoCreateAction(request: Request, context: AppLoadContext) {
  const actor = await promoActor(request, context);
  const form = await readForm(request, context, promoFields, await saveTag(request));
  if (!form.ok) return form.answer;
  return form.run(async (promo) => {
    await context.services.promoAdmin.create(actor, promo);
    return redirect("/admin/promos");
  });
}

/** One code's page: Save (the API's /promos/update, refused when stale), Pause or Resume. */
export async function promoEditAction(request: Request, context: AppLoadContext) {
  const intent = await intentOf(request);
  if (intent === "pause" || intent === "resume") return pauseOrResume(request, context, intent);
  const actor = await promoActor(request, context);
  const form = await readForm(request, context, promoUpdateFields, await saveTag(request));
  if (!form.ok) return form.answer;
  return form.run(async ({ promo_id, version, ...promo }) => {
    await context.services.promoAdmin.update(actor, promo_id, version, { ...promo });
    // No reset: the form is drawn afresh from the saved code (its key), never emptied first.
    return form.done("Promo code saved.");
  });
}
