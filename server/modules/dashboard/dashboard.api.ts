import { z } from "zod";
import { defineAdminApi } from "../../http/admin-api";
import type { StaffSessions } from "../staff";
import { dashboardFor, dashboardWire } from "./dashboard.present";
import type { DashboardService } from "./dashboard.service";

/** The back office's first page as figures: every member gets what their role may see. */
export function dashboardApi(dashboard: DashboardService, sessions: StaffSessions) {
  const api = defineAdminApi("Dashboard", sessions);
  api.post(
    {
      path: "/dashboard/get",
      summary:
        "The dashboard: orders waiting to be packed and shipped; for managers and owners also paid orders and revenue (today, 7 and 30 days, per day), refunds due, low-stock packs, new bulk enquiries and new contact messages; for managers and owners the licences that end within 30 days, have ended or are missing.",
      description:
        "A packer's answer has only `today` and `orders`: the money fields are left out, not zero.",
      permission: "backOffice",
      body: z.object({}),
      data: dashboardWire,
    },
    async (_c, _body, me) => ({ data: await dashboardFor(dashboard, me) }),
  );
  return api;
}
