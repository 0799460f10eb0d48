import { tpl } from "../i18n/template";

/**
 * The shop's licences and grievance officer as customers read them (footer, about, contact), and
 * why a product cannot be sold today (product page, cards, cart): docs/decisions/0047-regulated-sales.md.
 */
export const enLicences = {
  title: "Our licences",
  footerTitle: "Licences",
  intro:
    "Insecticides, fertilisers and seeds are sold under licences from the state's agriculture department. The shop holds these, valid now:",
  none: "No licence is on record just now.",
  kind: {
    insecticides: "Insecticides licence",
    fertilisers: "Fertilisers licence",
    seeds: "Seeds licence",
  },
  number: "Licence number",
  authority: "Issued by",
  validUntil: "Valid until",
  states: "States covered",
  /** The footer's line: "Insecticides licence DEMO/INS/…, valid until 31 December 2027". */
  footerLine: tpl<[kind: string, number: string, day: string]>("{0} {1}, valid until {2}"),
  notAvailable: "Not available just now",
  /** Why, by the licence's kind, when its last licence has ended. */
  ended: {
    insecticides: "Not available just now: the shop's insecticide licence has ended.",
    fertilisers: "Not available just now: the shop's fertiliser licence has ended.",
    seeds: "Not available just now: the shop's seed licence has ended.",
  },
  /** Why, when the shop has no licence of its kind at all. */
  missing: {
    insecticides: "Not available just now: the shop has no insecticide licence.",
    fertilisers: "Not available just now: the shop has no fertiliser licence.",
    seeds: "Not available just now: the shop has no seed licence.",
  },
  /** A cart line whose kind no licence covers in the default address's state (decision 0050). */
  notCovered: {
    insecticides: tpl<[state: string]>(
      "Cannot be delivered to {0}, the state of your default address: the shop's insecticide licence does not cover {0}.",
    ),
    fertilisers: tpl<[state: string]>(
      "Cannot be delivered to {0}, the state of your default address: the shop's fertiliser licence does not cover {0}.",
    ),
    seeds: tpl<[state: string]>(
      "Cannot be delivered to {0}, the state of your default address: the shop's seed licence does not cover {0}.",
    ),
  },
  grievanceTitle: "Grievance officer",
  /** The footer's heading of the grievance officer's line. */
  complaintsTitle: "Complaints",
  grievanceLine: tpl<[name: string]>("Grievance officer: {0}"),
  grievanceText:
    "A complaint about an order, a product or a payment? Write or ring our grievance officer: we acknowledge it within 48 hours and settle it within a month.",
  grievanceName: "Name",
  grievancePhone: "Phone",
  grievanceEmail: "Email",
};
