import type { Catalogue, Compiled } from "../i18n/template";
import type { en } from "./en";
import type { enPages } from "./en-pages";

/** What hi.ts must be: the shape of en.ts, any wording (a missing key is a type error). */
export type CommonCatalogue = Catalogue<typeof en>;
/** What hi-pages.ts must be: the shape of en-pages.ts. */
export type PagesCatalogue = Catalogue<typeof enPages>;
/** A language's whole catalogue as it travels to the browser (JSON). */
export type CatalogueData = CommonCatalogue & PagesCatalogue;
/** The catalogue as components read it (`useT()`): templates are functions. */
export type Messages = Compiled<typeof en> & Compiled<typeof enPages>;
