/** What the worker (or the browser) tells the page (docs/decisions/0051-offline.md). */
export type OfflineNews =
  | { type: "offline"; asOf: string | null }
  | { type: "online" }
  | { type: "outbox"; waiting: { path: string; at: string }[] }
  | { type: "updated" };

/**
 * Registers the shop's worker once the page has loaded (never in the way of its first screen),
 * or removes every worker when the owner has turned offline use off. Passes the worker's news to
 * `tell`; returns what stops listening.
 */
export function startOffline(workerOn: boolean, tell: (news: OfflineNews) => void): () => void {
  const sw = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
  if (!sw) return () => {};
  if (!workerOn) {
    // The owner's kill switch: the worker goes, and everything it kept with it. Emptied again
    // once the workers are gone and a few seconds later: a write the replaced worker had begun
    // (this very page, or its route manifest, being kept) can land after the first sweep.
    const forget = () => caches?.keys().then((names) => Promise.all(names.map((n) => caches.delete(n))));
    void forget();
    void sw
      .getRegistrations()
      .then((all) => Promise.all(all.map((r) => r.unregister())))
      .then(forget);
    setTimeout(() => void forget(), 3000);
    return () => {};
  }
  const hadWorker = Boolean(sw.controller);
  let reloadNext = false;

  const onMessage = (event: MessageEvent) => {
    const news = event.data as OfflineNews | undefined;
    if (!news?.type) return;
    tell(news);
  };
  // A new version took over: say so, and load the next page whole (its new scripts with it).
  const onController = () => {
    if (!hadWorker) return;
    reloadNext = true;
    tell({ type: "updated" });
  };
  // After an update: the next link loads a whole page, with the new version's scripts.
  const onClick = (event: MouseEvent) => {
    if (!reloadNext || event.defaultPrevented || event.button !== 0) return;
    const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!link || link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    location.assign(link.href);
  };
  const onOnline = () => sw.controller?.postMessage({ type: "flush-outbox" });

  sw.addEventListener("message", onMessage);
  sw.addEventListener("controllerchange", onController);
  window.addEventListener("click", onClick, true);
  window.addEventListener("online", onOnline);
  const register = () =>
    sw
      .register("/sw.js", { scope: "/" })
      .then(() => sw.controller?.postMessage({ type: "flush-outbox" }))
      .catch(() => {});
  if (document.readyState === "complete") setTimeout(register, 1000);
  else window.addEventListener("load", () => setTimeout(register, 1000), { once: true });

  return () => {
    sw.removeEventListener("message", onMessage);
    sw.removeEventListener("controllerchange", onController);
    window.removeEventListener("click", onClick, true);
    window.removeEventListener("online", onOnline);
  };
}
