import sanitizeHtml from "sanitize-html";

/**
 * Staff HTML (product descriptions, blog posts) is sanitised when it is written and rendered
 * as-is after: only these tags, links only to web, mail and phone addresses, no attributes
 * besides a link's address and title. Scripts, styles, event handlers and images are dropped.
 */
export const cleanHtml = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: ["p", "ul", "ol", "li", "strong", "em", "b", "i", "h2", "h3", "h4", "br", "a", "blockquote"],
    allowedAttributes: { a: ["href", "title"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
  });
