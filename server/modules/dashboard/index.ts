/** The dashboard module's one entry (docs/decisions/0029-use-cases-and-borders.md). */
export { dashboardFor } from "./dashboard.present";
