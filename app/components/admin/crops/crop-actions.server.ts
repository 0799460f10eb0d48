import type { AppLoadContext } from "react-router";
import { removeFields } from "../../../../lib/validation/catalogue-form";
import {
  cropPageFields,
  problemPageFields,
  stagePageFields,
  targetOf,
  usePageFields,
} from "../../../../lib/validation/crops";
import { doseFromInput } from "../../../../server/modules/crops";
import { requireStaffPage } from "../../../admin-session.server";
import { readForm } from "../../../lib/forms/form-action.server";

export type RowIntent = "create" | "update" | "remove";
/** Which list of a page a post is about (edit-remove.tsx's `scope`). */
export type CropScope = "stage" | "problem" | "use";

/** A chosen file from a posted form (an empty file input sends a nameless, empty one). */
const chosenFile = (value: FormDataEntryValue | null) =>
  value instanceof File && (value.size > 0 || value.name) ? value : undefined;

const RELOAD = "Reload the page: the version it started from is missing.";

async function posted(request: Request) {
  const form = await request.clone().formData();
  const scope = (String(form.get("scope") ?? "") || undefined) as CropScope | undefined;
  // The edited row's id, so that a refused edit's form shows again on the page (edit-remove.tsx).
  const row = Number(form.get(`${scope ?? "crop"}_id`));
  return {
    intent: String(form.get("intent") ?? "") as RowIntent,
    scope,
    row: Number.isSafeInteger(row) && row > 0 ? row : undefined,
  };
}

/** The picture a crop or problem form sends: a new file (stored), removed, or left as it is. */
async function pictureOf(
  context: AppLoadContext,
  staffId: number,
  formData: FormData,
  drop: boolean,
): Promise<string | null | undefined> {
  const file = chosenFile(formData.get("file"));
  if (file)
    return (await context.services.uploads.storeImage(Buffer.from(await file.arrayBuffer()), staffId)).hash;
  return drop ? null : undefined;
}

/**
 * The crops page's forms (their `intent`): create or save a crop (its picture uploaded in the
 * same post, as the API's /uploads/image stores it), or remove one. The same services as the
 * API's /crops/… and the same audit.
 */
export async function cropsPageAction(request: Request, context: AppLoadContext) {
  const me = await requireStaffPage(request, context, "catalogue");
  const actor = { staffId: me.id, name: me.name };
  const admin = context.services.cropsAdmin;
  const { intent, row } = await posted(request);
  const tag = { tag: { intent, row } };
  if (intent === "remove") {
    const form = await readForm(request, context, removeFields, tag);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await admin.removeCrop(actor, v.id, v.version);
      return form.done("Crop removed.");
    });
  }
  const form = await readForm(request, context, cropPageFields, { ...tag, hide: ["file"] });
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    const picture = await pictureOf(context, me.id, form.formData, v.drop_picture);
    const input = { ...v, picture };
    if (intent !== "update") {
      await admin.createCrop(actor, input);
      return form.done("Crop created.", {}, { reset: true });
    }
    if (v.crop_id === undefined || v.version === undefined) return form.failure(400, RELOAD);
    await admin.updateCrop(actor, v.crop_id, v.version, input);
    return form.done("Crop saved.");
  });
}

/** One crop's page: its stages' and problems' forms (`scope` stage or problem, and `intent`). */
export async function cropPartsAction(request: Request, context: AppLoadContext, cropId: number) {
  const me = await requireStaffPage(request, context, "catalogue");
  const actor = { staffId: me.id, name: me.name };
  const admin = context.services.cropsAdmin;
  const { intent, scope, row } = await posted(request);
  const tag = { tag: { intent, scope, row } };
  const noun = scope === "problem" ? "Problem" : "Stage";
  if (intent === "remove") {
    const form = await readForm(request, context, removeFields, tag);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await (scope === "problem" ? admin.removeProblem : admin.removeStage)(actor, v.id, v.version);
      return form.done(`${noun} removed.`);
    });
  }
  if (scope === "problem") {
    const form = await readForm(request, context, problemPageFields, { ...tag, hide: ["file"] });
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      const input = { ...v, picture: await pictureOf(context, me.id, form.formData, v.drop_picture) };
      if (intent !== "update") {
        await admin.createProblem(actor, cropId, input);
        return form.done("Problem added.", {}, { reset: true });
      }
      if (v.problem_id === undefined || v.version === undefined) return form.failure(400, RELOAD);
      await admin.updateProblem(actor, v.problem_id, v.version, input);
      return form.done("Problem saved.");
    });
  }
  const form = await readForm(request, context, stagePageFields, tag);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    if (intent !== "update") {
      await admin.createStage(actor, cropId, v);
      return form.done("Stage added.", {}, { reset: true });
    }
    if (v.stage_id === undefined || v.version === undefined) return form.failure(400, RELOAD);
    await admin.updateStage(actor, v.stage_id, v.version, v);
    return form.done("Stage saved.");
  });
}

/** Whether a post to the product page is about its crop uses (the use list's `scope`). */
export const isCropUsePost = async (request: Request) => (await posted(request)).scope === "use";

/** The product page's crop uses: add, save or remove one (as the API's /products/crop-uses/…). */
export async function cropUsesAction(request: Request, context: AppLoadContext, productId: number) {
  const me = await requireStaffPage(request, context, "catalogue");
  const actor = { staffId: me.id, name: me.name };
  const admin = context.services.cropsAdmin;
  const { intent, scope, row } = await posted(request);
  const tag = { tag: { intent, scope, row } };
  if (intent === "remove") {
    const form = await readForm(request, context, removeFields, tag);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await admin.removeUse(actor, v.id, v.version);
      return form.done("Crop use removed.");
    });
  }
  const form = await readForm(request, context, usePageFields, tag);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    const input = {
      target: targetOf(v.target),
      dose: doseFromInput(v),
      safety: v.safety,
      safetyHi: v.safety_hi,
    };
    if (intent !== "update") {
      await admin.createUse(actor, productId, input);
      return form.done("Crop use added.", {}, { reset: true });
    }
    if (v.use_id === undefined || v.version === undefined) return form.failure(400, RELOAD);
    await admin.updateUse(actor, v.use_id, v.version, input);
    return form.done("Crop use saved.");
  });
}
