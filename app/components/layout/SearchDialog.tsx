import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useT } from "~/i18n/i18n";
import type { ProductCard } from "../../../lib/catalog-types";
import { Icon } from "../ui/Icon";
import { SearchHit } from "./SearchHit";

const DEBOUNCE_MS = 250;

/**
 * The header's search modal: searches on every change (debounced; the results page's loader
 * answers, and a fetcher drops an answer to an older query), lists each product's picture,
 * price and an Add button, and Enter opens all results.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState("");
  const fetcher = useFetcher<{ q: string; results: ProductCard[] }>();
  const navigate = useNavigate();
  const inputId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  // The latest fetcher's load, so that typing alone (not each answer) starts a search.
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const timer = setTimeout(() => load.current(`/search-item?q=${encodeURIComponent(q)}`), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  // What was found for the words still in the box (an emptied box shows nothing).
  const results = query.trim() && fetcher.data ? fetcher.data.results.slice(0, 8) : null;
  const loading = fetcher.state === "loading";

  const openAll = () => {
    const q = query.trim();
    if (!q) return;
    onClose();
    navigate(`/search-item?q=${encodeURIComponent(q)}`);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${inputId}-title`}
      onClose={onClose}
      onCancel={onClose}
      className="m-0 mx-auto mt-4 w-[calc(100%-1rem)] max-w-xl rounded-lg p-0 shadow-2xl backdrop:bg-black/50 sm:mt-16"
    >
      <div className="flex items-center gap-2 border-b border-stone-200 p-3">
        <h2 id={`${inputId}-title`} className="sr-only">
          {t.nav.search}
        </h2>
        <label htmlFor={inputId} className="sr-only">
          {t.nav.searchLabel}
        </label>
        <Icon name="search" className="shrink-0 text-stone-600" />
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          value={query}
          maxLength={200}
          placeholder={t.nav.searchPlaceholder}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              openAll();
            }
          }}
          className="h-11 min-w-0 flex-1 text-base outline-none"
        />
        <button type="button" className="icon-btn" aria-label={t.nav.closeSearch} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="max-h-[60vh] overflow-y-auto" aria-live="polite">
        {loading && results === null && <p className="p-4 text-sm text-stone-600">{t.nav.searching}</p>}
        {results && results.length === 0 && (
          <p className="p-4 text-sm text-stone-700">{t.nav.searchNoResults}</p>
        )}
        {results && results.length > 0 && (
          <ul className="divide-y divide-stone-100">
            {results.map((r) => (
              <li key={r.id}>
                <SearchHit product={r} onOpen={onClose} />
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={openAll}
                className="w-full px-4 py-3 text-left font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t.nav.searchSeeAll}
              </button>
            </li>
          </ul>
        )}
      </div>
    </dialog>
  );
}
