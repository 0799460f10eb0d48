import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useT } from "~/i18n/i18n";
import { callApi } from "~/lib/api";
import type { SearchResultJson } from "../../../server/modules/catalog";
import { Icon } from "../ui/Icon";

const DEBOUNCE_MS = 250;

/**
 * The header's search modal: searches on every change (debounced; an answer to an older
 * query is discarded), lists name, pack sizes and category, and Enter opens all results.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<SearchResultJson[] | null>(null);
  const [loading, setLoading] = useState(false);
  const navigate = useNavigate();
  const inputId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setResults(null);
      setLoading(false);
      return;
    }
    let stale = false;
    setLoading(true);
    const timer = setTimeout(async () => {
      const answer = await callApi<SearchResultJson[]>("/api/products/search/v1/", { searchkey: q });
      if (stale) return;
      // Unreachable shop: keep what is shown; any answer replaces it.
      if (answer.http !== 0) setResults(answer.status === 1 ? (answer.data ?? []) : []);
      setLoading(false);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      stale = true; // a newer query makes this answer stale
    };
  }, [query]);

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
                <Link
                  to={`/product-info/${r.id}`}
                  onClick={onClose}
                  className="block px-4 py-3 hover:bg-brand-50"
                >
                  <span className="block font-semibold text-stone-900">{r.product_name}</span>
                  <span className="block text-sm text-stone-600">
                    {r.products_units_all} · {r.category}
                  </span>
                </Link>
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
