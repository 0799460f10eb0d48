import { useEffect, useState } from "react";
import { asOfText, OFFLINE_WORDS, waitingLabel } from "../../../lib/offline-words";
import { useLang } from "../../i18n/i18n";
import { type OfflineNews, startOffline } from "../../lib/service-worker.client";

/**
 * What the page says about the network and the shop's service worker (docs/decisions/0051-offline.md):
 * "You are offline; prices as of …" on a kept copy, the forms waiting to be sent, and that a new
 * version has arrived. Rendered hidden with the page's own time: the worker shows it on a kept
 * copy before any script runs; with scripts, its messages keep it right.
 */
export function OfflineNote({ renderedAt, workerOn }: { renderedAt: string; workerOn: boolean }) {
  const lang = useLang();
  const w = OFFLINE_WORDS[lang];
  const [offline, setOffline] = useState<{ asOf: string } | null>(null);
  const [waiting, setWaiting] = useState<{ path: string; at: string }[]>([]);
  const [updated, setUpdated] = useState(false);

  useEffect(() => {
    // The worker showed the note on the copy it served: keep it shown, with the page's time.
    if (document.getElementById("offline-note")?.hidden === false) setOffline({ asOf: renderedAt });
    return startOffline(workerOn, (news: OfflineNews) => {
      if (news.type === "offline") setOffline({ asOf: news.asOf ?? renderedAt });
      else if (news.type === "online") setOffline(null);
      else if (news.type === "outbox") setWaiting(news.waiting);
      else if (news.type === "updated") setUpdated(true);
    });
  }, [renderedAt, workerOn]);

  return (
    <div aria-live="polite" className="contents">
      <p
        id="offline-note"
        hidden={!offline}
        suppressHydrationWarning
        className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
      >
        {w.offlineAsOf} {asOfText(lang, new Date(offline?.asOf ?? renderedAt))}
      </p>
      {waiting.length > 0 && (
        // At the foot of the screen: the page that follows a form sent offline opens where the form was.
        <section
          className="fixed inset-x-0 bottom-0 z-40 max-h-40 overflow-y-auto border-t border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-950 shadow-lg"
          aria-labelledby="waiting-title"
        >
          <h2 id="waiting-title" className="font-semibold">
            {w.waiting} ({waiting.length})
          </h2>
          <ul className="list-disc pl-5">
            {waiting.map((x) => (
              <li key={x.at + x.path} suppressHydrationWarning>
                {waitingLabel(lang, x.path)} · {asOfText(lang, new Date(x.at))}
              </li>
            ))}
          </ul>
        </section>
      )}
      {updated && <p className="bg-green-50 px-4 py-2 text-center text-sm text-green-900">{w.updated}</p>}
    </div>
  );
}
