/**
 * The hooks run the app's own rules from pb_hooks/lib/shared.js, a committed bundle of
 * src/shared/server.ts: it must be what the sources build today, or the server would check
 * orders and forms with yesterday's rules.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bundleShared, SHARED_BUNDLE } from "../../scripts/lib/shared-bundle.mjs";

describe("the hooks' shared rules", () => {
  it("are the current build of src/shared (else: npm run build:shared, and commit it)", async () => {
    const built = await bundleShared();
    expect(readFileSync(SHARED_BUNDLE, "utf8") === built).toBe(true);
  }, 30_000);
});
