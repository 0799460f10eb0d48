import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANG } from "../lib/i18n/language";
import { LangContext, provideCatalogue } from "./i18n/i18n";

// The page's language and its messages come as JSON in the document (app/i18n/i18n.tsx):
// only this language's, and as data, not code. The back office's pages have none.
const script = document.getElementById("catalogue");
const lang = script?.textContent ? provideCatalogue(script.textContent) : DEFAULT_LANG;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <LangContext.Provider value={lang}>
        <HydratedRouter />
      </LangContext.Provider>
    </StrictMode>,
  );
});
