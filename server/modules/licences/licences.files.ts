import { Hono } from "hono";
import { can, refusal } from "../../../lib/staff-roles";
import type { AppEnv } from "../../http/app-env";
import { staffKeyOf } from "../../http/staff-auth";
import type { Logger } from "../../logger";
import type { StaffSessions } from "../staff";
import type { UploadsService } from "../uploads";
import type { LicencesService } from "./licences.service";

/**
 * `/admin/settings/licences/{id}/scan.pdf`: a licence's PDF scan, for the owner (the
 * `settings` permission). A PDF someone uploaded is never shown as a page of the shop: it goes
 * out as a download (`attachment`), typed `application/pdf` with sniffing off, kept by no
 * cache, and server/security-headers.ts gives it a sandbox with nothing allowed, should a
 * browser render it anyway. Anything else
 * goes on to the pages' 404.
 */
export function licenceScanFiles(deps: {
  licences: LicencesService;
  uploads: UploadsService;
  sessions: StaffSessions;
  logger?: Logger;
}) {
  const app = new Hono<AppEnv>();
  app.get("/admin/settings/licences/:id/scan.pdf", async (c, next) => {
    const id = c.req.param("id");
    if (!/^\d{1,9}$/.test(id)) return next();
    const key = staffKeyOf(c);
    const member = key ? await deps.sessions.authenticate(key) : null;
    if (!member) return c.redirect(`/admin/login?next=${encodeURIComponent(c.req.path)}`, 302);
    if (member.mustSetUpTwoFactor) return c.redirect("/admin/account", 302);
    if (!can(member.role, "settings")) return c.text(refusal("settings"), 403);
    const licence = await deps.licences.get(Number(id));
    if (licence?.scan?.kind !== "pdf") return next();
    let file: Awaited<ReturnType<UploadsService["pdfs"]["read"]>>;
    try {
      file = await deps.uploads.pdfs.read(licence.scan.hash);
    } catch (error) {
      deps.logger?.error({ err: error, licence: licence.id }, "a licence's scan could not be read");
      return c.text("The storage did not answer; try again in a moment.", 503, { "retry-after": "5" });
    }
    if (!file) return next();
    const name = `licence-${licence.kind}-${licence.number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
    const headers: Record<string, string> = {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${name}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    };
    if (file.size !== undefined) headers["content-length"] = String(file.size);
    return c.body(file.body, 200, headers);
  });
  return app;
}
