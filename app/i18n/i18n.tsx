import { createContext, useContext } from "react";
import { DEFAULT_LANG, type Lang, LOCALE } from "../../lib/i18n/language";
import { translateSentence } from "../../lib/i18n/translate";
import type { CatalogueData, Messages } from "../messages/types";
import { compile } from "./template";

/**
 * The active language's messages (docs/decisions/0020-languages.md). The server loads every
 * language's catalogue (app/messages/catalogues.server.ts); the browser gets only the page's
 * language, as JSON in the document (<CatalogueScript>), read once by app/entry.client.tsx.
 * The language never changes without a new document (the switch is a plain link).
 */
export interface CataloguePayload {
  lang: Lang;
  messages: CatalogueData;
  /** English sentences of the shared form rules (lib/validation) in this language. */
  sentences: Record<string, string>;
}

interface Loaded {
  messages: Messages;
  sentences: Record<string, string>;
  /** The payload as it is written into the page (`<` escaped). */
  json: string;
}

const loaded: Partial<Record<Lang, Loaded>> = {};

/** Makes a language's catalogue available; `json` is the payload as written into the page. */
export function provideCatalogue(json: string): Lang {
  const payload = JSON.parse(json) as CataloguePayload;
  loaded[payload.lang] = {
    messages: compile(payload.messages) as Messages,
    sentences: payload.sentences,
    json,
  };
  return payload.lang;
}

/** The payload as a `<script type="application/json">` can hold it. */
export const catalogueJson = (payload: CataloguePayload) =>
  JSON.stringify(payload)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

function loadedFor(lang: Lang): Loaded {
  const found = loaded[lang] ?? loaded[DEFAULT_LANG] ?? Object.values(loaded)[0];
  if (!found) throw new Error("no message catalogue was provided");
  return found;
}

/** The language of this page (server: the request's; browser: the document's). */
export const LangContext = createContext<Lang>(DEFAULT_LANG);

export const useLang = () => useContext(LangContext);

/** The active language's messages. */
export const useT = (): Messages => loadedFor(useLang()).messages;

/** A language's messages, where no hook can be used (meta functions, with the root's `lang`). */
export const messagesFor = (lang: Lang): Messages => loadedFor(lang).messages;

/** Turns an English sentence of the shared form rules into the active language. */
export function useTranslateSentence() {
  const lang = useLang();
  // The back office's pages load no catalogue in the browser: their sentences stay English.
  const found = loaded[lang] ?? loaded[DEFAULT_LANG] ?? Object.values(loaded)[0];
  return (sentence: string) => (found ? translateSentence(sentence, found.sentences) : sentence);
}

/**
 * The browser's own sentences (a network failure) in the page's language, outside React: the
 * browser holds one language's catalogue (none in the back office, which stays English).
 */
export function sayInBrowser(sentence: string): string {
  const only = Object.values(loaded)[0];
  return only ? translateSentence(sentence, only.sentences) : sentence;
}

/** The locale dates and numbers are written in. */
export const useLocale = () => LOCALE[useLang()];

/** The page's catalogue, for the browser to read (rendered alike on server and browser). */
export function CatalogueScript() {
  const { json } = loadedFor(useLang());
  // Our own JSON with `<` escaped; a data block, never run as script.
  return <script id="catalogue" type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The page's messages in a meta function, from the root loader's `lang`. */
export function metaT(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Messages {
  const root = matches.find((m) => m?.id === "root")?.data as { lang?: Lang } | null | undefined;
  return messagesFor(root?.lang ?? DEFAULT_LANG);
}
