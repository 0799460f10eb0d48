import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { DEFAULT_LANG } from "../lib/i18n/language";
import { LangContext } from "./i18n/i18n";
import "./messages/catalogues.server";
import { StylesheetTextContext } from "./inline-style";
import { NonceContext } from "./nonce";
import { withScriptsAfterPaint } from "./scripts-after-paint.server";
import { stylesheetText } from "./stylesheet-text.server";

export const streamTimeout = 5_000;

/**
 * Renders every page completely before sending it (onAllReady): pages carry their data,
 * the status code is final, and crawlers get the whole document. The per-request CSP nonce
 * from the server is put on React Router's inline scripts and the inline stylesheet, whose text
 * is read from the build (app/inline-style.tsx); the scripts' preload links are moved to the end of
 * the body so that they do not compete with the first screen (ap./scripts-after-paint.server.ts); the request's
 * language (chosen by server/http/language.ts) picks the messages.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // HEAD never arrives here: server/app.ts answers it by rendering a GET and dropping the body.
  const nonce = loadContext?.nonce;
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetTextContext.Provider value={stylesheetText}>
          <LangContext.Provider value={loadContext?.lang ?? DEFAULT_LANG}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </LangContext.Provider>
        </StylesheetTextContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A finished Suspense boundary (the review form, loaded apart) stays where it is in the
        // HTML: React would otherwise move a large one to the end, shown by a script, and a page
        // must read whole before its scripts run (docs/decisions/0028-forms-without-scripts.md).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = withScriptsAfterPaint(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
