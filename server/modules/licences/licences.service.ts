import { asc, desc, eq, gte, sql } from "drizzle-orm";
import { indiaDay } from "../../../lib/india-time";
import { type CoveringLicence, type SaleStops, saleStopsOn } from "../../../lib/regulated";
import { uploadSrcSet, uploadUrl } from "../../../lib/uploaded-images";
import type { LicenceInput } from "../../../lib/validation/licences";
import { createTtlCache } from "../../cache";
import type { CacheBus } from "../../cache-bus";
import type { Db } from "../../db/client";
import { notFound } from "../../domain-error";
import { staleEdit } from "../catalog";
import { type AuditActor, auditOf, type Tx } from "../staff";
import { uploadedImages } from "../uploads";
import type { Licence, ScanChoice, ShownLicence } from "./licence-types";
import { GONE } from "./licences.present";
import { type ShopLicence, shopLicences } from "./licences.schema";

type Ex = Db | Tx;

const audit = auditOf("licence");

/** What the audit log compares of a licence. */
const audited = (l: ShopLicence) => ({
  kind: l.kind,
  number: l.number,
  authority: l.authority,
  validUntil: l.validUntil,
  states: l.states,
  scan: l.scanPdf ? `${l.scanPdf}.pdf` : l.scanImage,
});

const columns = (input: LicenceInput) => ({
  kind: input.kind,
  number: input.number,
  authority: input.authority,
  validUntil: input.valid_until,
  states: input.states,
});

/** The scan's two columns for a choice; undefined keeps the stored one. */
const scanColumns = (scan: ScanChoice | undefined) =>
  scan === undefined
    ? {}
    : {
        scanImage: scan && "image" in scan ? scan.image : null,
        scanPdf: scan && "pdf" in scan ? scan.pdf : null,
      };

/** The licences' terms, for the rule of lib/regulated.ts. */
async function termsIn(ex: Ex) {
  return ex.select({ kind: shopLicences.kind, validUntil: shopLicences.validUntil }).from(shopLicences);
}

/**
 * Which licence kinds stop sales on India's day of `now`, read in `ex` (a transaction's own
 * view): what the cart and the checkout check, never a cached copy.
 */
export async function saleStopsIn(ex: Ex, now = new Date()): Promise<SaleStops> {
  return saleStopsOn(await termsIn(ex), indiaDay(now));
}

/**
 * Every licence's kind, last day and states, read in `ex`: where each kind may be delivered
 * (docs/decisions/0050-where-each-may-be-sold.md), never a cached copy.
 */
export async function coveringLicencesIn(ex: Ex): Promise<CoveringLicence[]> {
  return ex
    .select({ kind: shopLicences.kind, validUntil: shopLicences.validUntil, states: shopLicences.states })
    .from(shopLicences);
}

/**
 * The licences valid on India's day of `now`, as a customer reads them (the tax invoice prints
 * them as they stood when it was issued).
 */
export async function validLicencesIn(ex: Ex, now = new Date()): Promise<ShownLicence[]> {
  return ex
    .select({
      kind: shopLicences.kind,
      number: shopLicences.number,
      authority: shopLicences.authority,
      validUntil: shopLicences.validUntil,
      states: shopLicences.states,
    })
    .from(shopLicences)
    .where(gte(shopLicences.validUntil, indiaDay(now)))
    .orderBy(asc(shopLicences.kind), desc(shopLicences.validUntil), asc(shopLicences.id));
}

/**
 * The shop's licences (docs/decisions/0047-regulated-sales.md): the owner's list, kept with
 * audit entries; what customers read of them and which goods they stop, cached per India day
 * (a new day reads them afresh) and dropped in every process when the owner saves.
 */
export function createLicencesService(db: Db, opts: { bus: CacheBus; cacheTtlMs: number }) {
  const cache = createTtlCache<unknown>({ ttlMs: Math.max(opts.cacheTtlMs, 1000), max: 8, name: "settings" });
  opts.bus.on("catalogue", cache.invalidate);
  opts.bus.on("settings", cache.invalidate);

  async function rows(ex: Ex = db, where?: ReturnType<typeof eq>): Promise<Licence[]> {
    const found = await ex
      .select({ l: shopLicences, widths: uploadedImages.widths })
      .from(shopLicences)
      .leftJoin(uploadedImages, eq(uploadedImages.hash, shopLicences.scanImage))
      .where(where)
      .orderBy(asc(shopLicences.kind), desc(shopLicences.validUntil), asc(shopLicences.id));
    return found.map(({ l, widths }) => ({
      id: l.id,
      kind: l.kind,
      number: l.number,
      authority: l.authority,
      validUntil: l.validUntil,
      states: l.states,
      scan: l.scanPdf
        ? { kind: "pdf" as const, hash: l.scanPdf }
        : l.scanImage && widths?.length
          ? {
              kind: "image" as const,
              hash: l.scanImage,
              url: uploadUrl(l.scanImage, widths[widths.length - 1]),
              srcset: uploadSrcSet(l.scanImage, widths),
            }
          : null,
      version: l.version,
      updatedAt: l.updatedAt,
    }));
  }

  /** The row locked for an edit that started from its current version. */
  async function lock(tx: Tx, id: number, version: number): Promise<ShopLicence> {
    const [row] = await tx.select().from(shopLicences).where(eq(shopLicences.id, id)).for("update");
    if (!row) throw notFound(GONE);
    if (row.version !== version) throw await staleEdit(tx, "licence", id, row.updatedAt);
    return row;
  }

  /** Every process drops what it showed of the licences and the goods they stop (at the commit). */
  async function told(tx: Tx) {
    await opts.bus.changed("catalogue", tx);
    await opts.bus.changed("settings", tx);
  }

  /**
   * A write in one transaction, then this process's caches dropped once more: the bus dropped
   * them before the commit, and a read meanwhile may have kept what was there before.
   */
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const done = await db.transaction(work);
    opts.bus.dropHere("catalogue");
    opts.bus.dropHere("settings");
    return done;
  }

  return {
    /** Every licence, ended ones too: the owner's list. */
    list: () => rows(),
    /** One licence, or null. */
    async get(id: number): Promise<Licence | null> {
      return (await rows(db, eq(shopLicences.id, id)))[0] ?? null;
    },
    /** Valid today: what the footer and the about page show. */
    shown: (now = new Date()) =>
      cache.get(`shown:${indiaDay(now)}`, () => validLicencesIn(db, now)) as Promise<ShownLicence[]>,
    /** Which kinds stop sales today, for the storefront's listings (cached; the cart reads afresh). */
    stops: (now = new Date()) =>
      cache.get(`stops:${indiaDay(now)}`, () => saleStopsIn(db, now)) as Promise<SaleStops>,
    /** The same, read now (the cart's add). */
    stopsNow: (now = new Date()) => saleStopsIn(db, now),

    async create(actor: AuditActor, input: LicenceInput, scan: ScanChoice = null): Promise<number> {
      return write(async (tx) => {
        const [row] = await tx
          .insert(shopLicences)
          .values({ ...columns(input), ...scanColumns(scan) })
          .returning();
        await audit(tx, actor, "create", row.id, { after: audited(row) });
        await told(tx);
        return row.id;
      });
    },

    /** Saves an edit; `scan` undefined keeps the stored one, null removes it. */
    async update(
      actor: AuditActor,
      id: number,
      version: number,
      input: LicenceInput,
      scan?: ScanChoice,
    ): Promise<void> {
      await write(async (tx) => {
        const old = await lock(tx, id, version);
        const [row] = await tx
          .update(shopLicences)
          .set({
            ...columns(input),
            ...scanColumns(scan),
            version: sql`${shopLicences.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(shopLicences.id, id))
          .returning();
        await audit(tx, actor, "update", id, { before: audited(old), after: audited(row) });
        await told(tx);
      });
    },

    async remove(actor: AuditActor, id: number, version: number): Promise<void> {
      await write(async (tx) => {
        const old = await lock(tx, id, version);
        await tx.delete(shopLicences).where(eq(shopLicences.id, id));
        await audit(tx, actor, "remove", id, { before: audited(old) });
        await told(tx);
      });
    },
  };
}

export type LicencesService = ReturnType<typeof createLicencesService>;
