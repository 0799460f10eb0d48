import { INDIA_TIME_ZONE } from "../../../lib/india-time";

/** India's day "2027-03-31" as the back office writes it: "31 Mar 2027". */
export const shopDay = (day: string) =>
  new Date(`${day}T12:00:00+05:30`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: INDIA_TIME_ZONE,
  });
