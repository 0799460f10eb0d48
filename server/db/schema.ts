// Every table of the shop, gathered from the per-module schema files so that drizzle's
// relational queries and the migration generator see one schema.
export {};
