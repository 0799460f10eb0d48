import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { LicenceKind } from "../../../lib/regulated";
import { createdAt, identityId, updatedAt } from "../../db/columns";
import { uploadedImages } from "../uploads";

/**
 * The licences that let the shop sell regulated goods (docs/decisions/0047-regulated-sales.md):
 * insecticides, fertilisers, seeds. A kind's products are on sale while one licence of the kind
 * is valid on India's day. The scan is a picture (an upload, `scan_image`) or a PDF kept in the
 * same storage as `{scan_pdf}.pdf`, served to the owner only.
 */
export const shopLicences = pgTable(
  "shop_licences",
  {
    id: identityId(),
    kind: text("kind").$type<LicenceKind>().notNull(),
    number: text("number").notNull(),
    authority: text("authority").notNull(),
    /** The last day it is valid (India's day). */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /** The states and union territories it covers, by their names in lib/india-states.ts. */
    states: text("states").array().notNull(),
    scanImage: text("scan_image").references(() => uploadedImages.hash),
    /** The PDF's name in the storage, without `.pdf`: the first 24 hex digits of its SHA-256. */
    scanPdf: text("scan_pdf"),
    /** Bumped by every edit: an edit started from an older one is refused. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("shop_licences_kind_idx").on(t.kind, t.validUntil),
    check("shop_licences_kind", sql`${t.kind} in ('insecticides', 'fertilisers', 'seeds')`),
    check("shop_licences_number", sql`length(trim(${t.number})) > 0`),
    check("shop_licences_scan_pdf", sql`${t.scanPdf} ~ '^[0-9a-f]{24}$'`),
    check("shop_licences_one_scan", sql`${t.scanImage} is null or ${t.scanPdf} is null`),
  ],
);

export type ShopLicence = typeof shopLicences.$inferSelect;
