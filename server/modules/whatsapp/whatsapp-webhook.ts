import { DELIVERY_STATUSES, type DeliveryReport, type DeliveryStatus } from "../texts";

interface StatusChange {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown }[];
}

/**
 * The delivery reports in a webhook delivery of the WhatsApp Business Account:
 * `entry[].changes[].value.statuses[]`, each `{ id: "wamid.…", status, timestamp (Unix seconds),
 * errors? }`. Everything else it may carry (incoming messages, other fields) is passed over.
 */
export function deliveryReports(payload: unknown): DeliveryReport[] {
  const entries = (payload as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  const reports: DeliveryReport[] = [];
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      if (!Array.isArray(statuses)) continue;
      for (const s of statuses as StatusChange[]) {
        if (typeof s?.id !== "string" || !DELIVERY_STATUSES.includes(s.status as DeliveryStatus)) continue;
        const seconds = Number(s.timestamp);
        const error = s.errors?.[0];
        reports.push({
          providerId: s.id,
          status: s.status as DeliveryStatus,
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
          ...(error
            ? { error: `WhatsApp ${String(error.code ?? "")}: ${String(error.title ?? error.message ?? "")}` }
            : {}),
        });
      }
    }
  }
  return reports;
}
