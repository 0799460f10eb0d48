import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";
import { staff } from "../staff";

/**
 * Pictures uploaded from the back office, one row per distinct file: `hash` names it (the
 * first 24 hex digits of the original's SHA-256) and its WebP copies on disk,
 * `/uploads/{hash}-{width}.webp`, one per entry of `widths` (docs/decisions/0012-catalogue-back-office.md),
 * and `/uploads/{hash}-{width}.avif` for each entry of `avif_widths` (docs/decisions/0055-avif-copies.md).
 */
export const uploadedImages = pgTable(
  "uploaded_images",
  {
    hash: text("hash").primaryKey(),
    /** The widths written, ascending; the last is the largest copy. */
    widths: integer("widths").array().notNull(),
    /** The widths that also have an AVIF copy (smaller than their WebP); empty for pictures from before. */
    avifWidths: integer("avif_widths").array().notNull().default(sql`'{}'`),
    /** The original's size in pixels (after EXIF rotation). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedBy: integer("uploaded_by").references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    check("uploaded_images_hash", sql`${t.hash} ~ '^[0-9a-f]{24}$'`),
    check("uploaded_images_size", sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
