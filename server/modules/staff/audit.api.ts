import { z } from "zod";
import { defineAdminApi } from "../../http/admin-api";
import { auditEntryWire, auditFilterFields } from "./audit-list";
import { auditList } from "./staff.queries";
import type { StaffService } from "./staff.service";

/** The owner's audit log page: filtered, newest first, 50 a page. */
export function auditApi(staff: StaffService) {
  const api = defineAdminApi("Audit log", staff.sessions);
  api.post(
    {
      path: "/audit/list",
      summary: "Audit entries, newest first, filtered by staff member, entity and days; 50 a page.",
      permission: "audit",
      body: auditFilterFields,
      data: z.object({
        entries: z.array(auditEntryWire),
        /** Send as `before_id` for the next page; null on the last. */
        next_before_id: z.number().int().nullable(),
        /** The entity names in the log, for the filter. */
        entities: z.array(z.string()),
      }),
    },
    async (_c, body) => {
      const { entries, nextBeforeId, entities } = await auditList(staff, body);
      return { data: { entries, next_before_id: nextBeforeId, entities } };
    },
  );
  return api;
}
