import { type AppLoadContext, data } from "react-router";
import type { z } from "zod";
import { can, type Permission, refusal } from "../lib/staff-roles";
import type { SessionStaff } from "../server/modules/staff";
import { type ReadFormOptions, readForm } from "./lib/forms/form-action.server";
import type { FormAnswer } from "./lib/forms/form-answer";

/**
 * A back-office form read with its zod schema (app/lib/forms/form-action.server.ts), its
 * messages in English whatever language the storefront's cookie keeps: the back office is
 * English, in the browser and on the server.
 */
export const readAdminForm = <S extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  schema: S,
  options?: ReadFormOptions,
) => readForm(request, { ...context, lang: "en" }, schema, options);

/**
 * Which of a page's forms was posted: its hidden `intent` (or the button's), read from a copy
 * of the body so the form itself can still be read.
 */
export async function postedIntent(request: Request): Promise<string> {
  try {
    return String((await request.clone().formData()).get("intent") ?? "");
  } catch {
    return "";
  }
}

/** The answer to a form that names no step of the page (a hand-made post). */
export const unknownIntent = () =>
  data<FormAnswer>(
    { result: { status: "error", error: { "": ["This form could not be read. Reload the page."] } } },
    { status: 400 },
  );

/**
 * The member's role may do `permission`, or the refusal as the form's answer (403, naming the
 * roles that may), as the admin API refuses it: the page hides the buttons, this is the check.
 */
export function refusedUnless(member: SessionStaff, permission: Permission) {
  if (can(member.role, permission)) return null;
  return data<FormAnswer>(
    { result: { status: "error", error: { "": [refusal(permission)] } } },
    { status: 403 },
  );
}
