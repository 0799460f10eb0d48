import { useState } from "react";
import { useNavigate } from "react-router";

const FORM_ID = "slip-batch";

/**
 * Choosing orders of the list for a batch of packing slips. Each row's tick box belongs to the
 * form of the bar above the list (`form=…`), so without JavaScript the form still sends the
 * ticked ids (`?ids=12&ids=13`); with it, the one list of chosen ids keeps a row's two copies
 * (table and phone card) alike and the bar counts them.
 */
export function useSlipBatch(pageIds: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const navigate = useNavigate();
  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allTicked = pageIds.length > 0 && pageIds.every((id) => chosen.has(id));

  /** A row's tick box, named after its order; a 44 px target around a large box. */
  const box = (id: number) => (
    <label className="-my-2 -ml-2 inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        form={FORM_ID}
        name="ids"
        value={id}
        checked={chosen.has(id)}
        onChange={() => toggle(id)}
        className="h-5 w-5 accent-brand-800"
      />
      <span className="sr-only">Choose order #{id} for packing slips</span>
    </label>
  );

  const bar = (
    <form
      id={FORM_ID}
      method="get"
      action="/admin/orders/slips"
      onSubmit={(e) => {
        e.preventDefault();
        navigate(`/admin/orders/slips?ids=${[...chosen].join(",")}`);
      }}
      className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-stone-200 bg-white px-3 py-2"
    >
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={allTicked}
          disabled={pageIds.length === 0}
          onChange={() => setChosen(allTicked ? new Set() : new Set(pageIds))}
          className="h-5 w-5 accent-brand-800"
        />
        Tick all on this page
      </label>
      <span className="text-sm text-stone-700" aria-live="polite">
        {chosen.size === 1 ? "1 order ticked" : `${chosen.size} orders ticked`}
      </span>
      <button type="submit" className="btn-outline sm:ml-auto" disabled={chosen.size === 0}>
        Packing slips of the ticked orders
      </button>
    </form>
  );
  return { box, bar };
}
