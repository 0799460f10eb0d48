import { useRef } from "react";

/** The pincode route's answer (app/routes/pincode.$pincode.ts). */
interface PincodePlace {
  pincode: string;
  district: string;
  state: string;
  states: string[];
}

/** Sets a field as if typed, so the form's own checks (Conform) and React see the change. */
function setField(field: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * The pincode field's `onInput`: once six digits are typed, the shop's pincode directory
 * (GET /pincode/:pincode) fills the district, the city and the state. A field the customer
 * typed or chose keeps their value: only an empty one, or one this filled before, changes (a
 * state chosen that does not fit is refused by the server with a sentence). Without scripts
 * the action fills the empty ones instead.
 */
export function usePincodeFill() {
  const asked = useRef("");
  const filled = useRef<Record<string, string>>({});
  return (event: React.FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pin = input.value.trim();
    if (!/^[1-9]\d{5}$/.test(pin) || pin === asked.current) return;
    asked.current = pin;
    fetch(`/pincode/${pin}`, { headers: { Accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<PincodePlace | null>) : null))
      .then((place) => {
        const form = input.form;
        if (!place || !form || input.value.trim() !== pin) return;
        const fill = (name: string, value: string) => {
          const field = form.elements.namedItem(name);
          if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
          const current = field.value.trim();
          if (current !== "" && current !== filled.current[name]) return;
          filled.current[name] = value;
          setField(field, value);
        };
        fill("district", place.district);
        fill("city", place.district);
        fill("state", place.state);
      })
      .catch(() => {
        // No answer (offline): the fields stay as typed; the server fills them on submit.
        asked.current = "";
      });
  };
}
