import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { useLocale, useT } from "~/i18n/i18n";
import type { PackPrice } from "../../../lib/catalog-types";
import { type DoseAnswer, planDose } from "../../../lib/dose";
import { DOSE_FIELDS, type DoseAsked, readDoseForm } from "../../../lib/dose-form";
import type { LabelDose } from "../../../lib/dose-types";
import { AREA_UNITS, BIGHA_STATES } from "../../../lib/land-units";
import { DoseAnswerView } from "./DoseAnswer";

const FIELD = "h-11 w-full min-w-0 rounded-md border border-stone-300 bg-white px-2 font-normal";

/** One use the calculator can be asked about: a product for a crop and a stage or problem. */
export interface DoseChoice {
  /** The use's id (the form's `use`). */
  id: number;
  /** "Paddy · Stem borer", or with the product's name on a crop page. */
  label: string;
  dose: LabelDose;
  productId: number;
  packs: PackPrice[];
}

/**
 * The dose calculator (docs/decisions/0044-dose-calculator.md): a GET form whose answer the page
 * draws from the address, so it works without scripts; once they run, a sent form is answered
 * here in the browser (no request: it works with the network gone) and the address is updated
 * so a reload or a shared link shows the same answer.
 */
export function DoseCalculator({ choices }: { choices: DoseChoice[] }) {
  const t = useT();
  const locale = useLocale();
  const [search] = useSearchParams();
  const [params, setParams] = useState(() => new URLSearchParams(search));
  const [useId, setUseId] = useState(() => Number(params.get("use")) || choices[0]?.id);
  const choice = choices.find((c) => c.id === useId) ?? choices[0];
  if (!choice) return null;
  const byPlants = choice.dose.basis === "plant";
  const asked = readDoseForm(params, byPlants);
  const answer: DoseAnswer | null = asked && planDose(choice.dose, choice.packs, asked.request);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) sent.set(name, String(value));
    setParams(sent);
    // The page's own address with the form's fields, the rest kept (no request is made).
    const url = new URL(window.location.href);
    for (const name of DOSE_FIELDS) url.searchParams.delete(name);
    for (const [name, value] of sent) url.searchParams.set(name, value);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}#dose`);
  };

  return (
    <section
      id="dose"
      aria-labelledby="dose-title"
      className="mt-10 rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="dose-title" className="text-xl font-bold text-brand-900">
        {t.dose.title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.dose.intro}</p>
      <form method="get" action="#dose" onSubmit={send} className="mt-4 grid gap-3 sm:grid-cols-2">
        {choices.length > 1 ? (
          <label className="grid gap-1 text-sm font-semibold sm:col-span-2">
            {t.dose.use}
            <select
              name="use"
              className={FIELD}
              value={choice.id}
              onChange={(e) => setUseId(Number(e.target.value))}
            >
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <input type="hidden" name="use" value={choice.id} />
        )}
        {byPlants ? (
          <label className="grid gap-1 text-sm font-semibold">
            {t.dose.plants}
            <input
              name="plants"
              inputMode="numeric"
              className={FIELD}
              defaultValue={asked?.typed.plants}
              required
            />
          </label>
        ) : (
          <AreaFields typed={asked?.typed} />
        )}
        <label className="grid gap-1 text-sm font-semibold">
          {t.dose.sprays}
          <input
            name="sprays"
            inputMode="numeric"
            className={FIELD}
            defaultValue={asked?.typed.sprays || String(choice.dose.sprays)}
            aria-describedby="dose-sprays-hint"
          />
          <span id="dose-sprays-hint" className="text-xs font-normal text-stone-600">
            {t.dose.spraysHint(choice.dose.sprays)}
          </span>
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            {t.dose.submit}
          </button>
        </div>
      </form>
      {answer && (
        <div aria-live="polite">
          <DoseAnswerView answer={answer} choice={choice} locale={locale} />
        </div>
      )}
    </section>
  );
}

function AreaFields({ typed }: { typed?: DoseAsked["typed"] }) {
  const t = useT();
  return (
    <>
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <label className="grid gap-1 text-sm font-semibold">
          {t.dose.area}
          <input name="area" inputMode="decimal" className={FIELD} defaultValue={typed?.area} required />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {t.dose.unit}
          <select name="unit" className={FIELD} defaultValue={typed?.unit ?? "acre"}>
            {AREA_UNITS.map((u) => (
              <option key={u} value={u}>
                {t.dose.units[u]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="grid gap-1 text-sm font-semibold">
        {t.dose.state}
        <select
          name="state"
          className={FIELD}
          defaultValue={typed?.state ?? ""}
          aria-describedby="dose-state-hint"
        >
          <option value="">{t.dose.stateNone}</option>
          {BIGHA_STATES.map((s) => (
            <option key={s} value={s}>
              {t.dose.states[s]}
            </option>
          ))}
        </select>
        <span id="dose-state-hint" className="text-xs font-normal text-stone-600">
          {t.dose.stateHint}
        </span>
      </label>
    </>
  );
}
