import { Link } from "react-router";
import { type Column, DataList } from "~/components/admin/DataList";
import { when } from "~/components/admin/list-nav";
import { orderStatusText } from "~/components/orders/status";
import { enPages } from "~/messages/en-pages";
import { packName } from "../../../../lib/pack-units";
import type { StockReason } from "../../../../lib/stock-ledger";
import type { PackMovement } from "../../../../server/modules/catalog";

/** One movement as the page shows it (the loader's JSON: `at` an ISO time). */
export type MovementRow = Omit<PackMovement, "at"> & { at: string };

/** One page of a pack's ledger, newest first. */
export interface PackLedger {
  packId: number;
  page: number;
  more: boolean;
  movements: MovementRow[];
}

const REASONS: Record<StockReason, string> = {
  sale: "Sale",
  hold: "Held for payment",
  release: "Hold released",
  cancel: "Order cancelled",
  return: "Returned",
  "staff adjustment": "Staff adjustment",
  import: "Import",
  recount: "Recount",
  received: "Batch received",
  expired: "Batch expired (written off)",
};

const signed = (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);

function Who({ who }: { who: MovementRow["who"] }) {
  if (who.kind === "system") return <>The shop (automatic)</>;
  if (who.kind === "customer") {
    return (
      <Link to={`/admin/customers/${who.id}`} className="text-brand-900 underline">
        Customer #{who.id}
      </Link>
    );
  }
  return <>{who.name ?? (who.id === null ? "Command line" : `Staff #${who.id}`)}</>;
}

const columns: Column<MovementRow>[] = [
  { label: "Reason", primary: true, cell: (m) => REASONS[m.reason] },
  {
    label: "Change",
    numeric: true,
    cell: (m) => (
      <span className={`font-semibold ${m.change < 0 ? "text-red-800" : "text-brand-900"}`}>
        {signed(m.change)}
      </span>
    ),
  },
  { label: "Stock after", numeric: true, cell: (m) => m.stockAfter },
  { label: "Who", cell: (m) => <Who who={m.who} /> },
  {
    label: "Order or note",
    cell: (m) => (
      <span className="break-words">
        {m.orderId !== null && (
          <Link to={`/admin/orders/${m.orderId}`} className="font-semibold text-brand-900 underline">
            Order #{m.orderId}
          </Link>
        )}
        {m.orderStatus && ` (${orderStatusText(enPages, m.orderStatus).toLowerCase()})`}
        {m.orderId !== null && m.reference && " · "}
        {m.reference || (m.orderId === null ? "—" : "")}
      </span>
    ),
  },
  { label: "When", cell: (m) => <time dateTime={m.at}>{when(m.at)}</time> },
];

const pill = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${current ? "border-brand-800 bg-brand-800 text-white" : "border-stone-300 bg-white"}`;

/**
 * A pack's stock ledger on its product's page (docs/decisions/0030-stock-ledger.md): every change
 * of its stock, newest first, 50 a page, with why, who and the order. The pack and the page are in
 * the address (plain links), so it works before the scripts arrive.
 */
export function StockMovements({
  packs,
  ledger,
}: {
  packs: readonly { id: number; qty: number; unit: string; stock: number }[];
  ledger: PackLedger;
}) {
  const href = (packId: number, page = 1) =>
    `?${new URLSearchParams({ pack: String(packId), ...(page > 1 ? { page: String(page) } : {}) })}#stock-movements`;
  const current = packs.find((p) => p.id === ledger.packId);
  return (
    <section id="stock-movements" aria-labelledby="stock-movements-title" className="space-y-3">
      <h2 id="stock-movements-title" className="text-lg font-bold text-stone-900">
        Stock movements
      </h2>
      <p className="text-sm text-stone-700">
        Every change of a pack's stock, newest first: its stock is the sum of them.
      </p>
      {/* Stock of a regulated pack arrives in batches (docs/decisions/0049-batches-and-expiry.md). */}
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {packs.map((p) => (
          <li key={p.id}>
            <Link
              to={`/admin/stock/${p.id}/batches`}
              className="inline-flex min-h-11 items-center text-brand-900 underline"
            >
              Batches of {packName(p)}
            </Link>
          </li>
        ))}
      </ul>
      {packs.length > 1 && (
        <nav aria-label="Pack sizes">
          <ul className="flex flex-wrap gap-2">
            {packs.map((p) => (
              <li key={p.id}>
                <Link
                  to={href(p.id)}
                  aria-current={p.id === ledger.packId ? "page" : undefined}
                  className={pill(p.id === ledger.packId)}
                >
                  {packName(p)} ({p.stock} left)
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <DataList
        label={`Stock movements of ${current ? packName(current) : "the pack"}`}
        rows={ledger.movements}
        columns={columns}
        rowKey={(m) => m.id}
        empty="No stock movements on this page."
      />
      {(ledger.page > 1 || ledger.more) && (
        <nav aria-label="Stock movement pages" className="flex flex-wrap items-center gap-2">
          {ledger.page > 1 && (
            <Link to={href(ledger.packId, ledger.page - 1)} className="btn-outline">
              Newer
            </Link>
          )}
          <span className="text-sm text-stone-700">Page {ledger.page}</span>
          {ledger.more && (
            <Link to={href(ledger.packId, ledger.page + 1)} className="btn-outline">
              Older
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
