import { formatRupees } from "../../../../lib/money";
import { ColumnHeads } from "./ColumnHeads";

export interface ChartDay {
  day: string;
  orders: number;
  revenue: string;
}

const paise = (rupees: string) => Math.round(Number(rupees) * 100);
/** "23 Nov" for a day YYYY-MM-DD (a calendar day: no time zone moves it). */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

const W = 300;
const H = 100;

/**
 * Revenue per day as bars: an SVG drawn on the server (no chart library in any bundle). The
 * picture is named by a caption that says what it shows and its highest day; the figures
 * themselves are in a table under it, for screen readers and for anyone who wants numbers.
 */
export function SalesChart({ days }: { days: ChartDay[] }) {
  const max = Math.max(1, ...days.map((d) => paise(d.revenue)));
  const best = days.reduce((a, d) => (paise(d.revenue) > paise(a.revenue) ? d : a), days[0]);
  const slot = W / days.length;
  const summary =
    paise(best.revenue) > 0
      ? `Revenue per day, ${shortDay(days[0].day)} to ${shortDay(days.at(-1)?.day ?? best.day)}: highest ${formatRupees(paise(best.revenue))} on ${shortDay(best.day)}.`
      : "No revenue in the last 30 days.";
  return (
    <figure className="rounded-lg border border-stone-200 bg-white p-4">
      <figcaption id="sales-chart-caption" className="text-sm font-semibold text-stone-800">
        {summary}
      </figcaption>
      <svg
        role="img"
        aria-labelledby="sales-chart-caption"
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="mt-3 h-32 w-full"
      >
        <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} className="stroke-stone-300" strokeWidth="1" />
        {days.map((d, i) => {
          const h = (paise(d.revenue) / max) * (H - 4);
          return (
            <rect
              key={d.day}
              x={i * slot + slot * 0.15}
              y={H - h}
              width={slot * 0.7}
              height={h}
              className={i === days.length - 1 ? "fill-amber-500" : "fill-brand-700"}
            >
              <title>{`${shortDay(d.day)}: ${d.orders} orders, ${formatRupees(paise(d.revenue))}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-stone-600" aria-hidden="true">
        <span>{shortDay(days[0].day)}</span>
        <span>Today</span>
      </div>
      <details className="mt-3 text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-900">
          The figures per day
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Paid orders and revenue per day, last 30 days</caption>
          <thead>
            <ColumnHeads
              className="border-b border-stone-200"
              heads={[
                ["Day", "py-1 pr-2"],
                ["Orders", "py-1 pr-2 text-right"],
                ["Revenue", "py-1 text-right"],
              ]}
            />
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.day} className="border-b border-stone-100">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {shortDay(d.day)}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{d.orders}</td>
                <td className="py-1 text-right tabular-nums">{formatRupees(paise(d.revenue))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
