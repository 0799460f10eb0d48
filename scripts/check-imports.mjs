// The import rules (.dependency-cruiser.cjs) and one more that dependency-cruiser cannot say:
// no two modules of server/modules/ import each other, directly or round a longer circle.
// Today's exceptions are written in .import-exceptions.json; anything else fails.
//   node scripts/check-imports.mjs          check (npm run lint runs it)
//   node scripts/check-imports.mjs --write  write the exceptions anew (after a fix: the list shrinks)
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const EXCEPTIONS = ".import-exceptions.json";
const write = process.argv.includes("--write");

const json = execFileSync(
  "npx",
  ["depcruise", "app", "server", "lib", "--config", ".dependency-cruiser.cjs", "--output-type", "json"],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
const result = JSON.parse(json);

const violations = result.summary.violations.map((v) => ({
  rule: v.rule.name,
  from: v.from,
  // A circle is named by the files round it.
  to: v.cycle ? v.cycle.map((c) => c.name ?? c).join(" → ") : v.to,
}));

/** Module of a file under server/modules/, or undefined. */
const moduleOf = (file) => /^server\/modules\/([^/]+)\//.exec(file)?.[1];

// Module graph: an edge A → B when a file of A imports a file of B (type-only imports included:
// a circle of types still ties the two modules together).
const edges = new Map();
for (const m of result.modules) {
  const from = moduleOf(m.source);
  if (!from) continue;
  for (const d of m.dependencies) {
    const to = moduleOf(d.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}
const moduleCycles = stronglyConnected(edges)
  .filter((group) => group.length > 1)
  .map((group) => group.sort());

// Pairs of modules that import each other directly: the circles' plainest part, named one by one.
const modulePairs = [];
for (const [a, targets] of edges)
  for (const b of targets) if (a < b && edges.get(b)?.has(a)) modulePairs.push(`${a} ↔ ${b}`);

const key = (v) => `${v.rule}|${v.from}|${v.to}`;
const found = {
  violations: violations.sort((a, b) => key(a).localeCompare(key(b))),
  modulePairs: modulePairs.sort(),
  moduleCycles: moduleCycles.sort((a, b) => a.join().localeCompare(b.join())),
};

if (write) {
  writeFileSync(EXCEPTIONS, `${JSON.stringify(found, null, 2)}\n`);
  console.log(
    `${EXCEPTIONS}: ${found.violations.length} imports, ${found.modulePairs.length} pairs of modules importing each other and ${found.moduleCycles.length} module circles excepted.`,
  );
  process.exit(0);
}

const known = JSON.parse(readFileSync(EXCEPTIONS, "utf8"));
const knownKeys = new Set(known.violations.map(key));
const knownCycles = known.moduleCycles.map((c) => new Set(c));
// A circle is excepted when its modules are all within one excepted circle (a smaller one is fine).
const excepted = (cycle) => knownCycles.some((k) => cycle.every((m) => k.has(m)));

const fresh = found.violations.filter((v) => !knownKeys.has(key(v)));
const freshCycles = found.moduleCycles.filter((c) => !excepted(c));
const freshPairs = found.modulePairs.filter((p) => !known.modulePairs.includes(p));
for (const p of freshPairs) console.error(`✗ modules import each other: ${p}`);
for (const v of fresh) console.error(`✗ ${v.rule}: ${v.from} → ${v.to}`);
for (const c of freshCycles) console.error(`✗ modules import each other: ${c.join(" ↔ ")}`);
const gone =
  known.violations.length -
  (found.violations.length - fresh.length) +
  known.modulePairs.length -
  (found.modulePairs.length - freshPairs.length);
console.log(
  `import rules: ${found.violations.length - fresh.length} excepted imports, ${found.modulePairs.length - freshPairs.length} excepted pairs of modules importing each other, ${found.moduleCycles.length - freshCycles.length} excepted module circles left (${EXCEPTIONS})` +
    (gone > 0
      ? `; ${gone} exceptions are fixed: run \`node scripts/check-imports.mjs --write\` to drop them`
      : ""),
);
const broken = fresh.length + freshCycles.length + freshPairs.length;
if (broken) {
  console.error(
    `\n${broken} new import(s) break the rules of .dependency-cruiser.cjs ` +
      "(docs/decisions/0029-use-cases-and-borders.md): import the module's index.ts, or move the shared work to server/flows/.",
  );
  process.exit(1);
}

/** Tarjan's strongly connected components of a graph given as Map<node, Set<node>>. */
function stronglyConnected(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const low = new Map();
  const groups = [];
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((s) => [...s])]);
  const visit = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      groups.push(group);
    }
  };
  for (const v of nodes) if (!indices.has(v)) visit(v);
  return groups;
}
