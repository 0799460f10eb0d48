import { readFileSync } from "node:fs";
import path from "node:path";
import { ident, type SqlClient } from "./export-format";
import { migrationsFolder } from "./migrate";

/**
 * What the export and the import read about a database's shape: its tables in the order their
 * foreign keys need, their columns and keys, its sequences and its migrations.
 */

/** The shop's tables, each after every table it refers to (ties alphabetical, so runs agree). */
export async function tablesInOrder(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string; refs: string[] }>(
    `select c.relname as name,
            coalesce(array_agg(distinct r.relname::text) filter (where r.relname is not null), '{}')::text[] as refs
       from pg_class c
       left join pg_constraint k on k.conrelid = c.oid and k.contype = 'f'
       left join pg_class r on r.oid = k.confrelid
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
      group by c.relname`,
  );
  const waiting = new Map(rows.map((r) => [r.name, new Set(r.refs)]));
  for (const [name, refs] of waiting) {
    // Rows of a table that refers to itself would need ordering among themselves; the shop
    // has none, and an export that silently broke on one would be worse than this refusal.
    if (refs.has(name)) throw new Error(`the table ${name} refers to itself, which the export cannot order`);
  }
  const order: string[] = [];
  while (waiting.size > 0) {
    const ready = [...waiting]
      .filter(([, refs]) => [...refs].every((r) => !waiting.has(r)))
      .map(([name]) => name)
      .sort();
    if (ready.length === 0) {
      throw new Error(`the tables ${[...waiting.keys()].join(", ")} refer to each other in a circle`);
    }
    for (const name of ready) {
      order.push(name);
      waiting.delete(name);
    }
  }
  return order;
}

/** A table's stored columns in their order (generated columns are left out: they are computed). */
export async function columnsOf(client: SqlClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [`public.${ident(table)}`],
  );
  return rows.map((r) => r.name);
}

/** The primary key's columns, to read rows in a stable order. */
export async function primaryKeyOf(client: SqlClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [`public.${ident(table)}`],
  );
  return rows.map((r) => r.name);
}

export async function sequencesOf(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select relname as name from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
  );
  return rows.map((r) => r.name);
}

export interface Migrations {
  count: number;
  /** The last applied migration's timestamp (drizzle's created_at), as text. */
  last: string;
  /** Its name in this version's journal, when this version knows it. */
  tag: string | null;
}

/** The database's applied migrations; null when it has none (not a shop database). */
export async function migrationsOf(client: SqlClient): Promise<Migrations | null> {
  const { rows: table } = await client.query<{ name: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as name",
  );
  if (!table[0]?.name) return null;
  const { rows } = await client.query<{ count: number; last: string | null }>(
    "select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations",
  );
  if (!rows[0] || Number(rows[0].count) === 0 || rows[0].last === null) return null;
  return { count: Number(rows[0].count), last: rows[0].last, tag: migrationTag(rows[0].last) };
}

/** The journal's name of the migration made at `when` (drizzle's created_at). */
export function migrationTag(when: string): string | null {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
  ) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.find((e) => String(e.when) === when)?.tag ?? null;
}
