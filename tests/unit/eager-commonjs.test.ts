/**
 * React's CommonJS modules compile while they download (scripts/lib/eager-commonjs.mjs): the
 * bundler's arrow-function wrappers become parenthesized `function` expressions, which run the
 * same. Checked on what the bundler really writes, so an upgrade that changes it is caught here.
 */
import { rolldown } from "rolldown";
import { describe, expect, it } from "vitest";
import { eagerWrappers } from "../../scripts/lib/eager-commonjs.mjs";

/** A CommonJS module bundled into one ES module chunk, as the build does React's. */
async function bundle(commonJs: string): Promise<string> {
  const build = await rolldown({
    input: "entry.js",
    logLevel: "silent",
    plugins: [
      {
        name: "virtual",
        resolveId: (id) => id,
        load: (id) =>
          id === "entry.js"
            ? 'import lib from "lib.cjs"; export const { answer, self } = lib;'
            : commonJs,
      },
    ],
  });
  const { output } = await build.generate({ format: "es" });
  await build.close();
  return output[0].code;
}

const run = async (code: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;

const LIBRARY = `"use strict";
exports.answer = [1, 2, 3].map((n) => n * 2).reduce((a, b) => a + b, 36);
exports.self = typeof this; // the bundler passes module.exports as this
`;

describe("CommonJS modules in the build", () => {
  it("are wrapped in function expressions that run as the arrows did", async () => {
    const bundled = await bundle(LIBRARY);
    expect(bundled).toMatch(/__commonJSMin\(\(\(exports, module, this\$1\) => \{/);
    const eager = eagerWrappers(bundled);
    expect(eager).toMatch(/__commonJSMin\(\(function\(exports, module, this\$1\) \{/);
    expect(eager).not.toMatch(/__commonJSMin\(\(\([^)]*\) =>/);
    expect(await run(eager)).toEqual(await run(bundled));
    expect(await run(eager)).toEqual(expect.objectContaining({ answer: 48, self: "object" }));
  });

  it("leaves a chunk without CommonJS as it is", () => {
    const code = "export const answer = 42;\nconst f = (x) => x;\n";
    expect(eagerWrappers(code)).toBe(code);
  });

  it("stops the build on a wrapper of a shape it does not know", () => {
    expect(() =>
      eagerWrappers("var x = __commonJSMin((exports) => { exports.a = 1; });", "react.js"),
    ).toThrow(/react\.js wraps a CommonJS module in a shape/);
  });
});
