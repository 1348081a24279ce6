#!/usr/bin/env node
/**
 * PocketBase's TypeScript declarations for the JS hooks (pb_hooks/types.d.ts, not committed),
 * which `npm run typecheck` checks pb_hooks/ against (pb_hooks/tsconfig.json). PocketBase writes
 * them into a data folder when it migrates one, so this migrates a throwaway folder once.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate, ROOT } from "./lib/pocketbase.mjs";

const target = path.join(ROOT, "pb_hooks/types.d.ts");
if (!existsSync(target)) {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-pb-types-"));
  try {
    migrate(dir);
    copyFileSync(path.join(dir, "types.d.ts"), target);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
