import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { Panel } from "~/components/admin/Panel";
import { type FormAnswer, failureAtField, failureOf } from "~/lib/forms/form-answer";
import { BATCH_WARNING_DAYS } from "../../../lib/batches";
import { indiaDay, shopDay } from "../../../lib/india-time";
import { can } from "../../../lib/staff-roles";
import { correctBatchFields, receiveBatchFields, shelfBatchesFields } from "../../../lib/validation/batches";
import { staffActor } from "../../../server/modules/staff";
import { readAdminForm } from "../../admin-actions.server";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/pack-batches";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "stock");
  const packId = Number(params.packId);
  const pack = await context.services.batches.list(Number.isInteger(packId) && packId > 0 ? packId : 0);
  return {
    pack,
    today: indiaDay(new Date()),
    days: pack.batches.map((b) => ({ made: shopDay(b.madeOn), expires: shopDay(b.expiresOn) })),
    mayTrace: can(me.role, "customers"),
  };
}

type Intent = "receive" | "correct" | "shelf";

/**
 * The page's three forms (their `intent`): receive a batch, correct a batch's count, count the
 * packs on the shelf into batches. The same service calls and audit as the admin API's /batches/….
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "stock");
  const actor = staffActor(me);
  const { batches } = context.services;
  const intent = String((await request.clone().formData()).get("intent") ?? "") as Intent;
  const tag = { tag: { intent } };
  if (intent === "correct") {
    const form = await readAdminForm(request, context, correctBatchFields, tag);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await batches.correct(actor, v.batch_id, v.left_was, v.left, v.reason);
      return form.done("The batch's count is saved.", { batch_id: v.batch_id }, { reset: true });
    });
  }
  if (intent === "shelf") {
    const form = await readAdminForm(request, context, shelfBatchesFields, tag);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await batches.countShelf(actor, v.pack_id, v.batches);
      return form.done("The packs on the shelf are counted into their batches.", {}, { reset: true });
    });
  }
  const form = await readAdminForm(request, context, receiveBatchFields, { tag: { intent: "receive" } });
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    await batches.receive(actor, v.pack_id, {
      batchNo: v.batch_no,
      madeOn: v.made_on,
      expiresOn: v.expires_on,
      qty: v.qty,
    });
    return form.done(`Batch ${v.batch_no} received: ${v.qty} packs added to the stock.`, {}, { reset: true });
  });
}

const MARKS = {
  expired: { text: "Expired", className: "font-semibold text-red-800" },
  expiring: { text: `Expires within ${BATCH_WARNING_DAYS} days`, className: "font-semibold text-amber-800" },
  ok: { text: "", className: "" },
} as const;

const fieldError = (answer: FormAnswer | undefined, name: string) => answer?.result.error?.[name]?.[0];

/**
 * A pack's batches (docs/decisions/0049-batches-and-expiry.md): what is left of each, earliest
 * expiry first, marked when expired or expiring; receiving a batch; correcting a count. Plain
 * forms: they work before the scripts arrive.
 */
export default function PackBatches({ loaderData, actionData }: Route.ComponentProps) {
  const { pack, days, mayTrace } = loaderData;
  const answer = actionData as (FormAnswer & { intent?: Intent; batch_id?: number }) | undefined;
  const busy = useNavigation().state === "submitting";
  const of = (intent: Intent) => (answer?.intent === intent ? answer : undefined);
  const receive = of("receive");
  const shelf = of("shelf");
  const correct = of("correct");
  const unbatched = pack.batches.length === 0 && pack.stock > 0;
  return (
    <>
      <PageHeader
        title={`Batches of ${pack.label}`}
        description={`Stock: ${pack.stock} packs for sale. A sale takes the batch that expires first; an expired batch is never sold and leaves the stock.`}
        link={{ to: `/admin/products/${pack.productId}`, label: "Back to the product" }}
      />
      <div className="space-y-6">
        <Panel id="batches" title="Batches">
          {pack.batches.length === 0 ? (
            <p className="mt-2 text-stone-700">
              No batches yet{unbatched ? `: its ${pack.stock} packs are in no batch.` : "."}
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-stone-200">
              {pack.batches.map((b, i) => {
                const mark = MARKS[b.mark];
                const mine =
                  correct?.batch_id === b.id || (correct && !correct.batch_id) ? correct : undefined;
                return (
                  <li key={b.id} className="py-3">
                    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                      <span className="font-mono text-lg font-bold">{b.batchNo}</span>
                      <span>
                        <strong className="tabular-nums">{b.left}</strong> left of {b.received}
                      </span>
                      <span>Made {days[i].made}</span>
                      <span>Expires {days[i].expires}</span>
                      {mark.text && <span className={mark.className}>{mark.text}</span>}
                      {b.writtenOff && <span className="text-stone-700">(written off: not for sale)</span>}
                      {mayTrace && (
                        <Link className="underline" to={`/admin/batch-buyers?batch=${b.id}`}>
                          Who bought it
                        </Link>
                      )}
                    </div>
                    <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                      <input type="hidden" name="batch_id" value={b.id} />
                      <input type="hidden" name="left_was" value={b.left} />
                      <div className="w-28">
                        <Field
                          id={`left-${b.id}`}
                          name="left"
                          label="Packs left"
                          inputMode="numeric"
                          defaultValue={b.left}
                          error={mine?.batch_id === b.id ? fieldError(mine, "left") : undefined}
                        />
                      </div>
                      <div className="min-w-48 flex-1">
                        <Field
                          id={`reason-${b.id}`}
                          name="reason"
                          label="Why"
                          maxLength={200}
                          error={mine?.batch_id === b.id ? fieldError(mine, "reason") : undefined}
                        />
                      </div>
                      <SubmitButton
                        busy={busy}
                        label="Correct the count"
                        className="btn-outline"
                        intent="correct"
                      />
                    </Form>
                    {mine?.batch_id === b.id && (
                      <FormMessage
                        done={mine.done}
                        failure={failureOf(mine)}
                        atField={failureAtField(mine)}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {correct && !correct.batch_id && <FormMessage failure={failureOf(correct)} />}
        </Panel>

        {unbatched && (
          <Panel id="shelf" title="Count the shelf into batches">
            <p className="mt-1 text-sm text-stone-700">
              Before its first new batch, say which batches the {pack.stock} packs on the shelf belong to:
              each as number|made|expires|packs, separated by ";", e.g. B123|2026-01-10|2027-06-30|40.
              Together they must make {pack.stock}. The stock does not change.
            </p>
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="pack_id" value={pack.packId} />
              <div>
                <label htmlFor="shelf-batches" className="block text-sm font-semibold">
                  Batches on the shelf
                </label>
                <textarea
                  id="shelf-batches"
                  name="batches"
                  rows={3}
                  className="mt-1 w-full rounded-md border border-stone-300 p-2 font-mono"
                  aria-invalid={fieldError(shelf, "batches") ? true : undefined}
                  aria-describedby={fieldError(shelf, "batches") ? "shelf-batches-error" : undefined}
                />
                {fieldError(shelf, "batches") && (
                  <p id="shelf-batches-error" className="mt-1 text-sm text-red-700">
                    {fieldError(shelf, "batches")}
                  </p>
                )}
              </div>
              <SubmitButton busy={busy} label="Count them" className="btn-primary" intent="shelf" />
              <FormMessage done={shelf?.done} failure={failureOf(shelf)} />
            </Form>
          </Panel>
        )}

        <Panel id="receive" title="Receive a batch">
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
            <input type="hidden" name="pack_id" value={pack.packId} />
            <Field
              id="batch_no"
              label="Batch number (as on the label)"
              maxLength={40}
              required
              error={fieldError(receive, "batch_no")}
            />
            <Field
              id="qty"
              label="Packs received"
              inputMode="numeric"
              required
              error={fieldError(receive, "qty")}
            />
            <Field
              id="made_on"
              label="Manufacturing date"
              type="date"
              required
              error={fieldError(receive, "made_on")}
            />
            <Field
              id="expires_on"
              label="Expiry date"
              type="date"
              required
              error={fieldError(receive, "expires_on")}
            />
            <div className="sm:col-span-2">
              <SubmitButton busy={busy} label="Receive the batch" className="btn-primary" intent="receive" />
              <FormMessage
                done={receive?.done}
                failure={failureOf(receive)}
                atField={failureAtField(receive)}
              />
            </div>
          </Form>
        </Panel>
      </div>
    </>
  );
}
