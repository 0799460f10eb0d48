/**
 * Every language's catalogue, for the server's rendering only (entry.server.tsx imports this
 * module; no browser bundle does). The browser gets the page's language as JSON in the document.
 */

import { hiFormSentences } from "../../lib/i18n/hi-sentences";
import type { Lang } from "../../lib/i18n/language";
import { type CataloguePayload, catalogueJson, provideCatalogue } from "../i18n/i18n";
import { en } from "./en";
import { enPages } from "./en-pages";
import { hi } from "./hi";
import { hiPages } from "./hi-pages";
import type { CatalogueData } from "./types";

const catalogues: Record<Lang, { messages: CatalogueData; sentences: Record<string, string> }> = {
  en: { messages: { ...en, ...enPages }, sentences: {} },
  hi: { messages: { ...hi, ...hiPages }, sentences: hiFormSentences },
};

for (const [lang, c] of Object.entries(catalogues) as [Lang, (typeof catalogues)[Lang]][]) {
  const payload: CataloguePayload = { lang, messages: c.messages, sentences: c.sentences };
  provideCatalogue(catalogueJson(payload));
}
