#!/usr/bin/env node
/**
 * PocketBase's TypeScript declarations for the JS hooks (pb_hooks/types.d.ts, not committed),
 * which `npm run typecheck` checks pb_hooks/ against (pb_hooks/tsconfig.json). PocketBase writes
 * them into a data folder when it migrates one, so this migrates a throwaway folder once.
 *
 * The declarations mark every Go pointer optional, also the ones PocketBase always sets; under
 * `strict` each hook would have to test them again. Those few are declared as set here (NARROWED),
 * each for the reason given, and the file's first line says which narrowing it has, so a change
 * to the list writes the file anew.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate, ROOT } from "./lib/pocketbase.mjs";

/**
 * [the interface, the field as declared, why it is always set]
 * @type {[string, string, string][]}
 */
const NARROWED = [
  // router.Event's own comment: "It is expected that the Response and Request fields are always set."
  ["Event", "request?: http.Request", "router.Event"],
  // a server request always has its parsed URL (net/http fills it before any handler)
  ["Request", "url?: url.URL", "net/http"],
  // a record event (create, update, delete, validate, enrich) is always about one record
  ["baseRecordEventData", "record?: Record", "record events"],
  ["baseCollectionEventData", "collection?: Collection", "collection events"],
  // the create, view, update and delete requests' record (the list request has none of its own)
  ["RecordRequestEvent", "record?: Record", "record requests"],
  // the account signed in, and the account whose password reset was confirmed
  ["RecordAuthRequestEvent", "record?: Record", "sign-ins"],
  ["RecordConfirmPasswordResetRequestEvent", "record?: Record", "password resets"],
  // the router being served and the command line the binary runs
  ["ServeEvent", "router?: router.Router<RequestEvent | undefined>", "serve"],
  ["PocketBase", "rootCmd?: cobra.Command", "rootCmd"],
];

// Go's []*Record from a query holds records only (findRecordsByFilter, findAllRecords, ...)
/** @type {[string, string]} */
const RECORD_LISTS = ["Array<(Record | undefined)>", "Array<Record>"];

const target = path.join(ROOT, "pb_hooks/types.d.ts");
const STAMP = `// narrowed by scripts/pb-types.mjs: ${NARROWED.map(([, , why]) => why).join(", ")}, record lists`;

/**
 * The declarations with NARROWED's fields required.
 * @param {string} text
 */
function narrow(text) {
  let out = text;
  for (const [name, field] of NARROWED) {
    let at = -1;
    for (const opening of out.matchAll(new RegExp(`\\n interface ${name}\\b[^\\n]*\\{\\n`, "g"))) {
      const end = out.indexOf("\n }\n", opening.index);
      const found = out.indexOf(`\n  ${field}\n`, opening.index);
      if (found >= 0 && found < end) {
        at = found;
        break;
      }
    }
    if (at < 0) throw new Error(`pb_hooks/types.d.ts: no "${field}" in interface ${name}`);
    out = `${out.slice(0, at)}\n  ${field.replace("?:", ":")}${out.slice(at + field.length + 3)}`;
  }
  return `${STAMP}\n${out.replaceAll(...RECORD_LISTS)}`;
}

const current = existsSync(target) ? readFileSync(target, "utf8") : "";
if (!current.startsWith(`${STAMP}\n`)) {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-pb-types-"));
  try {
    migrate(dir);
    writeFileSync(target, narrow(readFileSync(path.join(dir, "types.d.ts"), "utf8")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
