/**
 * The import rules of the code (docs/decisions/0029-use-cases-and-borders.md), checked by
 * `npm run lint` (scripts/check-imports.mjs). Today's exceptions are written down in
 * `.dependency-cruiser-known-violations.json`: a new import that breaks a rule fails the lint;
 * the list only shrinks (`npm run lint:imports:baseline` writes it again after a fix).
 */

/** What a page (app/) may import of the server: module entries, flows, the pages' kit. */
const SERVER_ENTRIES = [
  "^server/modules/[^/]+/index\\.ts$",
  "^server/flows/",
  "^server/pages/index\\.ts$",
  // The load context's type (app/load-context.ts): types only, nothing runs.
  "^server/services\\.ts$",
];

module.exports = {
  forbidden: [
    {
      name: "page-reaches-into-server",
      comment: "A page imports the server only through a module's index.ts, server/flows or server/pages.",
      severity: "error",
      // A page's own tests may reach what they check.
      from: { path: "^app/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^server/", pathNot: SERVER_ENTRIES },
    },
    {
      name: "module-reaches-into-module",
      comment: "A module imports another module only through that module's index.ts.",
      severity: "error",
      from: { path: "^server/modules/([^/]+)/" },
      to: {
        path: "^server/modules/[^/]+/",
        pathNot: ["^server/modules/$1/", "^server/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "flow-reaches-into-module",
      comment: "A flow uses modules through their index.ts.",
      severity: "error",
      from: { path: "^server/flows/" },
      to: { path: "^server/modules/[^/]+/", pathNot: "^server/modules/[^/]+/index\\.ts$" },
    },
    {
      name: "lib-imports-app-or-server",
      comment: "lib/ is shared by the browser and the server: it imports neither.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "server-imports-app",
      comment: "The server never imports the pages (app/).",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "no-circular",
      comment: "No file imports itself back through others.",
      severity: "error",
      from: { path: "^(app|server|lib)/" },
      // A circle closed only by a type import costs nothing when the code runs.
      to: {
        circular: true,
        dependencyTypesNot: ["type-only"],
        viaOnly: { dependencyTypesNot: ["type-only"] },
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|dist|data|\\.react-router)/" },
    includeOnly: "^(app|server|lib)/",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
