/**
 * The layers of src/ and the one door to each outside system (docs/architecture.md, "Layers").
 * `npm run lint:layers` checks them; `npm test` runs it with the lint.
 */
const REACT = "^node_modules/(@types/)?(react|react-dom|dexie-react-hooks)/";

/** `from` may not import any of `folders` (under src/). */
const forbid = (name, comment, from, folders, extra = {}) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, ...extra.from },
  to: { path: `^src/(${folders.join("|")})(/|\\.|$)`, ...extra.to },
});

module.exports = {
  forbidden: [
    forbid(
      "shared-imports-nothing-of-the-app",
      "src/shared is bundled for the server's hooks: it may read only itself and the translations",
      "^src/shared/",
      ["(?!shared/|locales/)[^/]+"],
    ),
    forbid("lib-is-plain-helpers", "src/lib holds pure helpers over src/shared", "^src/lib/", [
      "backend",
      "offline",
      "features",
      "components",
      "hooks",
      "routes",
      "state",
      "main",
      "boot",
    ]),
    forbid("state-holds-atoms-only", "src/state is the one jotai store", "^src/state/", [
      "backend",
      "offline",
      "features",
      "components",
      "hooks",
      "routes",
    ]),
    forbid(
      "backend-is-below-offline",
      "src/backend talks to PocketBase, nothing above",
      "^src/backend/",
      ["offline", "features", "components", "hooks", "routes"],
    ),
    forbid(
      "offline-is-below-the-screens",
      "src/offline never reaches up into the screens",
      "^src/offline/",
      ["features", "components", "hooks", "routes"],
    ),
    forbid(
      "components-have-no-data",
      "src/components: presentational, no data access",
      "^src/components/",
      ["backend", "offline", "features", "routes"],
    ),
    forbid("hooks-have-no-data", "src/hooks: the app's hooks with no data access", "^src/hooks/", [
      "backend",
      "offline",
      "features",
      "components",
      "routes",
    ]),
    forbid(
      "features-are-not-routes",
      "routes pick a feature, never the other way",
      "^src/features/",
      ["routes"],
    ),
    {
      name: "pocketbase-only-in-backend",
      comment: "src/backend is the one door to PocketBase",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/backend/" },
      to: { path: "^node_modules/pocketbase/" },
    },
    {
      name: "live-queries-drawn-as-transitions",
      comment: "src/offline/live-query.ts is the one useLiveQuery (docs/decisions/0260)",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/offline/live-query\\.ts$" },
      to: { path: "^node_modules/dexie-react-hooks/" },
    },
    {
      name: "dexie-only-in-offline",
      comment: "src/offline is the one door to IndexedDB",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/offline/" },
      to: { path: "^node_modules/dexie(-react-hooks)?/" },
    },
    {
      name: "the-device-database-only-in-offline",
      comment:
        "outside src/offline the device's database is read through src/offline's functions and hooks (its types may be named)",
      severity: "error",
      // the boot loads the module early and runs its bootSteps (src/boot.ts), no query
      from: { path: "^src/", pathNot: "^src/(offline/|boot\\.ts$)" },
      to: { path: "^src/offline/db\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "react-only-in-the-ui",
      comment:
        "React only in components, features, routes, hooks, the live-query hooks of src/offline and the app's entry",
      severity: "error",
      from: { path: "^src/(shared|lib|backend|state)/" },
      to: { path: REACT },
    },
    {
      name: "no-cycles",
      comment: "modules (and so folders) import each other one way",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/routeTree\\.gen\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json", ".d.ts"],
    },
  },
};
