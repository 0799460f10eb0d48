import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SMS_KINDS } from "../server/modules/sms";
import { TEXT_TEMPLATES } from "../server/modules/texts";
import { WHATSAPP_KINDS, whatsappBody, whatsappNumbered } from "../server/modules/whatsapp";
import { END, START, templatesSection } from "./helpers/text-templates-doc";

// docs/text-templates.md lists every template as it is submitted to DLT and to Meta. It is
// checked against TEXT_TEMPLATES here, so the words registered and the words sent never drift.
// After changing a template: UPDATE_DOCS=1 npx vitest run tests/text-templates-doc.test.ts

const FILE = "docs/text-templates.md";

describe("docs/text-templates.md", () => {
  it("lists every template, in English and Hindi, exactly as the shop sends it", () => {
    const doc = readFileSync(FILE, "utf8");
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `${FILE} needs the line ${START}`).toBeGreaterThan(-1);
    const written = doc.slice(start + START.length, end).trim();
    const wanted = templatesSection();
    if (process.env.UPDATE_DOCS && written !== wanted) {
      writeFileSync(FILE, `${doc.slice(0, start + START.length)}\n\n${wanted}\n\n${doc.slice(end)}`);
      return;
    }
    expect(written, "run UPDATE_DOCS=1 npx vitest run tests/text-templates-doc.test.ts").toBe(wanted);
    for (const kind of SMS_KINDS) expect(doc).toContain(`### \`${kind}\``);
  });

  it("WhatsApp bodies neither start nor end with a variable and number them from {{1}}", () => {
    for (const kind of WHATSAPP_KINDS) {
      for (const lang of ["en", "hi"] as const) {
        const body = whatsappNumbered(kind, lang);
        expect(body.startsWith("{{"), `${kind} ${lang}`).toBe(false);
        expect(body.endsWith("}}"), `${kind} ${lang}`).toBe(false);
        const numbers = [...new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])))];
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
        // The words between the variables are those of the SMS.
        const words = TEXT_TEMPLATES[kind][lang].split(/\{\w+\}/).filter((w) => w.trim().length > 3);
        for (const w of words.filter((w) => !w.includes("@")))
          expect(whatsappBody(kind, lang)).toContain(w.trim());
      }
    }
  });
});
