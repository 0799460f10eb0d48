import { Form, useNavigation } from "react-router";
import { ColumnHeads } from "./ColumnHeads";

export interface PincodeReturnsRow {
  pincode: string;
  reached: number;
  returned: number;
  rate: number;
  cod_off: boolean;
}

/**
 * Cash on delivery refused at the door per pincode, last 90 days, worst first
 * (docs/decisions/0037-cod-confirmation.md); the owner turns COD off (or back on) for a pincode
 * with a POST form, audited, and checkout refuses COD there at once.
 */
export function CodReturns({ rows, canSwitch }: { rows: PincodeReturnsRow[]; canSwitch: boolean }) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="rto-heading" className="mt-8">
      <h2 id="rto-heading" className="mb-1 text-lg font-bold">
        Cash on delivery refused at the door, by pincode
      </h2>
      <p className="mb-3 text-sm text-stone-700">
        Last 90 days: of the COD orders delivered or refused, how many were refused (returned). Worst first.
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-stone-200 bg-white px-4 py-3">
          No cash on delivery parcel was refused in the last 90 days.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-50">
              <ColumnHeads
                heads={[
                  ["Pincode", "px-3 py-2"],
                  ["Refused", "px-3 py-2 text-right"],
                  ["Return rate", "px-3 py-2 text-right"],
                  ["Cash on delivery", "px-3 py-2"],
                ]}
              />
            </thead>
            <tbody className="divide-y divide-stone-200">
              {rows.map((r) => (
                <tr key={r.pincode} data-testid={`rto-${r.pincode}`}>
                  <th scope="row" className="px-3 py-2 font-semibold tabular-nums">
                    {r.pincode}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {r.returned} of {r.reached}
                  </td>
                  <td className="px-3 py-2 text-right font-semibold tabular-nums">
                    {Math.round(r.rate * 100)}%
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <span>{r.cod_off ? "Off" : "On"}</span>
                      {canSwitch && (
                        // A document POST: the answer is the dashboard (/admin), whose data address
                        // (/admin.data) the staff cookie never reaches (app/routes/admin/login.tsx).
                        <Form method="post" action="/admin/cod-pincodes" reloadDocument>
                          <input type="hidden" name="pincode" value={r.pincode} />
                          <button
                            type="submit"
                            name="intent"
                            value={r.cod_off ? "cod-on" : "cod-off"}
                            className="btn-outline px-2 py-1 text-sm"
                            disabled={busy}
                            aria-label={`${r.cod_off ? "Turn cash on delivery back on" : "Turn cash on delivery off"} for ${r.pincode}`}
                          >
                            {r.cod_off ? "Turn back on" : "Turn off"}
                          </button>
                        </Form>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
