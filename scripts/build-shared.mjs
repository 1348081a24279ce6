#!/usr/bin/env node
/**
 * `npm run build:shared`: rewrites pb_hooks/lib/shared.js from src/shared/server.ts, and
 * pb_hooks/lib/shell-markup.js from the components (src/features/layout/shell-markup.tsx).
 */
import { writeSharedBundle } from "./lib/shared-bundle.mjs";
import { writeShellTemplates } from "./lib/shell-markup.mjs";

const wrote = await writeSharedBundle();
console.log(`pb_hooks/lib/shared.js: ${wrote ? "rebuilt" : "already current"}`);
const drew = await writeShellTemplates();
console.log(`pb_hooks/lib/shell-markup.js: ${drew ? "rebuilt" : "already current"}`);
