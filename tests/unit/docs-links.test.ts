/**
 * The way into the code stays short and true (docs/contributing.md): the README is a front door
 * of at most 150 lines, the manual in docs/ links only to files that exist, comments name only
 * files that exist, and comments point at docs/ rather than at README headings.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";

const README_MAX_LINES = 150;
const README_COMMENTS_MAX = 5;
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
/** generated from the sources (npm run build:shared, npm run typecheck): not read */
const GENERATED = new Set([
  "pb_hooks/lib/shared.js",
  "pb_hooks/lib/shell-markup.js",
  "pb_hooks/types.d.ts",
  "src/routeTree.gen.ts",
]);

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...filesUnder(file, keep));
    else if (keep(file) && !GENERATED.has(file)) found.push(file);
  }
  return found;
}

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The comments of a source file: block comments, and line comments outside URLs. */
function commentsOf(source: string): string[] {
  return source.match(/\/\*[\s\S]*?\*\/|(?<![:\\/"'`])\/\/[^\n]*/g) ?? [];
}

/**
 * Repository paths a text names (`src/offline/db.ts`, `docs/operations.md`). A path followed by a
 * placeholder (`pack-{si,ta}.ts`, `<unix>_add.js`, `NNNN-title.md`) names a pattern, not a file.
 */
function pathsIn(text: string): string[] {
  const named = /\b(?:src|pb_hooks|pb_migrations|scripts|tests|docs|deploy|seed|public)\/[\w./-]*/g;
  const paths: string[] = [];
  for (const match of text.matchAll(named)) {
    const next = text[match.index + match[0].length] ?? "";
    if (next && "{<*$".includes(next)) continue;
    const file = match[0].replace(/[./-]+$/, "");
    if (!file.includes("NNNN")) paths.push(file);
  }
  return paths;
}

/** Markdown links and images to other files of the repository, resolved from `file`. */
function linksIn(file: string, markdown: string): string[] {
  const targets: string[] = [];
  for (const [, target = ""] of markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^(?:[a-z]+:|#)/i.test(target)) continue;
    targets.push(path.posix.join(path.posix.dirname(file), target.split("#")[0] ?? ""));
  }
  return targets;
}

const exists = (file: string) => GENERATED.has(file) || existsSync(path.join(ROOT, file));
const sources = ["src", "pb_hooks", "scripts"].flatMap((dir) =>
  filesUnder(dir, (file) => CODE.test(file)),
);
const manual = ["README.md", "BENCHMARKS.md", ...filesUnder("docs", (f) => f.endsWith(".md"))];

describe("the README", () => {
  it(`is a front door of at most ${README_MAX_LINES} lines`, () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(README_MAX_LINES + 1);
  });
});

describe("the manual's links", () => {
  it("point at files that exist", () => {
    const broken = manual.flatMap((file) =>
      linksIn(file, read(file))
        .filter((target) => !exists(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("name only repository paths that exist", () => {
    const missing = manual.flatMap((file) =>
      pathsIn(read(file))
        .filter((named) => !exists(named))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("comments in src/, pb_hooks/ and scripts/", () => {
  it("name only files that exist", () => {
    const missing = sources.flatMap((file) =>
      commentsOf(read(file))
        .flatMap(pathsIn)
        .filter((named) => !exists(named))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it(`point at docs/, not at the README (at most ${README_COMMENTS_MAX} in src/ and pb_hooks/)`, () => {
    const pointing = sources
      .filter((file) => file.startsWith("src/") || file.startsWith("pb_hooks/"))
      .flatMap((file) =>
        commentsOf(read(file))
          .filter((comment) => comment.includes("README"))
          .map((comment) => `${file}: ${comment.slice(0, 80)}`),
      );
    expect(pointing.length, pointing.join("\n")).toBeLessThanOrEqual(README_COMMENTS_MAX);
  });
});

describe("the checks themselves", () => {
  it("find paths, comments and links the way the repository writes them", () => {
    expect(pathsIn("see pb_hooks/lib/verdict.js, and src/lib/i18n/pack-{si,ta}.ts.")).toEqual([
      "pb_hooks/lib/verdict.js",
    ]);
    expect(pathsIn("docs/decisions/NNNN-title.md and pb_migrations/<unix>_x.js")).toEqual([]);
    expect(commentsOf('const url = "https://x.test/a"; // see docs/a.md\n/* b */')).toEqual([
      "// see docs/a.md",
      "/* b */",
    ]);
    expect(linksIn("docs/guide.md", "[a](admin/x.png) [b](https://x.test) [c](#top)")).toEqual([
      "docs/admin/x.png",
    ]);
  });
});
