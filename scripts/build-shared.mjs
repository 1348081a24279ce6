#!/usr/bin/env node
/** `npm run build:shared`: rewrites pb_hooks/lib/shared.js from src/shared/server.ts. */
import { writeSharedBundle } from "./lib/shared-bundle.mjs";

const wrote = await writeSharedBundle();
console.log(`pb_hooks/lib/shared.js: ${wrote ? "rebuilt" : "already current"}`);
