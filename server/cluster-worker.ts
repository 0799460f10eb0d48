import { AggregatorRegistry, type Registry } from "prom-client";
import type { MetricsSource } from "./health";

/**
 * The workers' side of the metrics of a cluster (server/cluster.ts). Each worker counts its
 * own requests; the primary asks all of them (prom-client's AggregatorRegistry) and sums.
 * /metrics on the main port reaches one worker, which asks the primary for that sum.
 */
export const METRICS_ASK = "shop:cluster-metrics";
export const METRICS_ANSWER = "shop:cluster-metrics-answer";

export interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: number;
  text?: string;
  contentType?: string;
  error?: string;
}

/** In a worker: answer the primary's requests with this registry. */
export function serveMetricsToPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs prom-client's listener for the primary's requests.
  new AggregatorRegistry();
}

/** In a worker: every worker's metrics, summed by the primary. */
export function clusterMetricsFromPrimary(): MetricsSource {
  let next = 0;
  const waiting = new Map<number, { resolve: (a: MetricsAnswer) => void; timer: NodeJS.Timeout }>();
  process.on("message", (message: MetricsAnswer) => {
    if (message?.type !== METRICS_ANSWER) return;
    const w = waiting.get(message.id);
    if (!w) return;
    waiting.delete(message.id);
    clearTimeout(w.timer);
    w.resolve(message);
  });
  return async () => {
    const id = next++;
    const answer = await new Promise<MetricsAnswer>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve({ type: METRICS_ANSWER, id, error: "the primary process did not answer in 10 s" });
      }, 10_000);
      waiting.set(id, { resolve, timer });
      process.send?.({ type: METRICS_ASK, id });
    });
    if (answer.error || answer.text === undefined) {
      throw new Error(`The workers' metrics could not be gathered: ${answer.error ?? "no answer"}.`);
    }
    return { text: answer.text, contentType: answer.contentType ?? "text/plain" };
  };
}
