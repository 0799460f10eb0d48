/**
 * The shop's export file (`npm run export`, `npm run import`; docs/deploy.md "Moving from PGlite
 * to PostgreSQL"): JSON Lines, optionally gzipped (a name ending in .gz).
 *
 *     {"format":"haritha-shop-export","version":1,…}          the header (ExportHeader)
 *     {"table":"categories","columns":["id","name",…]}          a table, parents before children
 *     ["1","Fertilizers",…]                                     its rows, every value as PostgreSQL's text (or null)
 *     …
 *     {"sequence":"orders_id_seq","value":"42","called":true}  every sequence's position
 *     {"end":true,"rows":{"categories":9,…}}                    the last line: a file without it was cut short
 *
 * Values are PostgreSQL's own text form of each column (what `COPY` and `pg_dump` use), read
 * back by the same types' input: numbers, times, arrays, JSON and enums arrive exactly as they
 * left, whichever engine wrote them.
 */
export const EXPORT_FORMAT = "haritha-shop-export";
export const EXPORT_VERSION = 1;

export interface ExportHeader {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  source: "PGlite" | "PostgreSQL";
  /** The database's applied migrations: the importing database must have the same. */
  migrations: { count: number; last: string; tag: string | null };
  /** The tables, in the order they follow (every table after the ones it refers to). */
  tables: string[];
}

export interface TableLine {
  table: string;
  columns: string[];
}

export interface SequenceLine {
  sequence: string;
  value: string;
  called: boolean;
}

export interface EndLine {
  end: true;
  rows: Record<string, number>;
}

/** Session settings that make PostgreSQL's text output the same on every server and engine. */
export const TEXT_SETTINGS = [
  "set TimeZone = 'UTC'",
  "set DateStyle = 'ISO, YMD'",
  "set IntervalStyle = 'postgres'",
  "set extra_float_digits = 3",
  "set bytea_output = 'hex'",
];

/** A PostgreSQL identifier, quoted. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What both engines' clients offer: PGlite's and node-postgres' `query`. */
export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
