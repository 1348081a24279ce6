/**
 * The layers' textual rules (docs/architecture.md, "Layers"); the imports' rules are
 * `npm run lint:layers` (.dependency-cruiser.cjs). Each outside system has one door: PocketBase's
 * collections are called only in src/backend, the device's database only in src/offline. No
 * value is cast through `unknown`: a double cast tells the type checker nothing true, so the code
 * reads the value instead. And a hook that swallows an error says which one it expects.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The project's own files under `folders`, as git lists them (generated bundles aside). */
function sources(...folders: string[]): string[] {
  return execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", ...folders],
    {
      encoding: "utf8",
    },
  )
    .split("\n")
    .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file))
    .filter((file) => !["pb_hooks/lib/shared.js", "pb_hooks/lib/shell-markup.js"].includes(file));
}

/** "file:line: text" for every line of `files` that `pattern` matches. */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const COLLECTION_CALL = /\.collection\(/;
/** The device's database itself, `db()` (src/offline/db.ts), not a function of the layer. */
const DATABASE_CALL = /(?<![\w.])db\(\)/;
const DOUBLE_CAST = /\bas unknown as\b/;
/** A catch that does not name the error it swallows. */
const BARE_CATCH = /\bcatch\s*(\(_\w*\)\s*)?\{/;

describe("the layers", () => {
  it("call PocketBase's collections only in src/backend", () => {
    const outside = sources("src").filter((file) => !file.startsWith("src/backend/"));
    expect(linesMatching(outside, COLLECTION_CALL)).toEqual([]);
  });

  it("use the device's database itself only in src/offline", () => {
    const outside = sources("src").filter((file) => !file.startsWith("src/offline/"));
    expect(linesMatching(outside, DATABASE_CALL)).toEqual([]);
  });

  it("never cast through unknown", () => {
    expect(linesMatching(sources("src", "pb_hooks", "scripts"), DOUBLE_CAST)).toEqual([]);
  });

  it("begin every transaction of the hooks with the write lock (decision 0250's door)", () => {
    const hooks = sources("pb_hooks").filter(
      (file) => file !== "pb_hooks/lib/transaction.js" && !file.startsWith("pb_hooks/types"),
    );
    expect(linesMatching(hooks, /\.runInTransaction\(/)).toEqual([]);
  });

  it("leave no error in the hooks unread without saying what it is expected to be", () => {
    const silent = sources("pb_hooks").flatMap((file) => {
      const lines = readFileSync(file, "utf8").split("\n");
      return lines.flatMap((line, i) =>
        BARE_CATCH.test(line) && !/\/\//.test(`${line} ${lines[i + 1] ?? ""}`)
          ? [`${file}:${i + 1}: ${line.trim()}`]
          : [],
      );
    });
    expect(silent).toEqual([]);
  });

  it("recognise the calls and casts they forbid, however they are spread out", () => {
    expect(COLLECTION_CALL.test('await client.collection("users").getOne(id);')).toBe(true);
    expect(COLLECTION_CALL.test("  .collection(COLLECTION)")).toBe(true);
    expect(DATABASE_CALL.test('import("./offline/db").then(({ db }) => db())')).toBe(true);
    expect(DATABASE_CALL.test("  db().open()")).toBe(true);
    expect(DATABASE_CALL.test("const rows = await readDb();")).toBe(false);
    expect(DOUBLE_CAST.test("const x = (self as unknown as Scope).location;")).toBe(true);
    expect(DOUBLE_CAST.test("const x = self as Scope;")).toBe(false);
    expect(BARE_CATCH.test("  } catch (_) {}")).toBe(true);
    expect(BARE_CATCH.test("  } catch {")).toBe(true);
    expect(BARE_CATCH.test("  } catch (error) {")).toBe(false);
  });
});
