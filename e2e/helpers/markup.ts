/**
 * A document's markup without its message catalogue: the page's language travels as a JSON
 * data block (`<script id="catalogue" type="application/json">`, app/i18n/i18n.tsx) holding
 * every sentence the storefront may show, so "the page does not say X" is asked of the rest.
 */
export const withoutCatalogue = (html: string | undefined) =>
  (html ?? "").replace(/<script id="catalogue" type="application\/json">[\s\S]*?<\/script>/, "");
