/**
 * React, its DOM renderer and its scheduler are CommonJS: the bundler wraps each such module in
 * `__commonJSMin(((exports, module) => { … }))` and runs the wrapper when the module is first
 * required, during React's start step (src/boot.ts). V8 compiles a script's functions lazily,
 * when first called, except a function expression in parentheses ("PIFE"), which it compiles
 * with the script, while the script downloads, off the main thread. An arrow function in
 * parentheses does not count: React DOM's 200 KB wrapper was compiled on the main thread, inside
 * the start step's task. Written as `function` expressions, the wrappers compile on the way in.
 * That made the step's task about a quarter shorter on a page DevTools watches (Lighthouse,
 * Playwright); with no DevTools attached, as on a phone, the step took as long either way
 * (docs/decisions/0031-app-start-in-slices.md; BENCHMARKS.md's hand-measured table).
 *
 * The two forms run alike: the bundler already turns a module's top-level `this` into a
 * parameter of the wrapper, so the wrapper's own `this` is never read, and a CommonJS module
 * has no top-level `arguments` to see the difference.
 */

/** rolldown's wrapper of a CommonJS module, as it writes it before minifying. */
const ARROW_WRAPPER = /\b(__commonJS(?:Min)?)\(\(\(([\w$, ]*)\) => \{/g;
/** Any call of the wrapper helper whose argument is not a parenthesized `function` (its
 * definition, `var __commonJSMin = (cb, mod) => …`, is no call). */
const OTHER_WRAPPER = /\b__commonJS(?:Min)?\((?!\(function\()/;

/**
 * `code` with every CommonJS wrapper written as a parenthesized `function` expression.
 * Throws on a wrapper of another shape (a bundler upgrade): the build stops rather than ship
 * React's start compiled on the main thread again unnoticed.
 * @param {string} code a chunk as rolldown renders it, before minifying
 * @param {string} [name] the chunk's name, for the error
 */
export function eagerWrappers(code, name = "a chunk") {
  const edited = code.replace(ARROW_WRAPPER, "$1((function($2) {");
  const other = OTHER_WRAPPER.exec(edited);
  if (other) {
    const around = edited.slice(other.index, other.index + 60);
    throw new Error(
      `eager-commonjs: ${name} wraps a CommonJS module in a shape this step does not know: ${around}`,
    );
  }
  return edited;
}

/** @returns {import("vite").Plugin} */
export function eagerCommonJs() {
  return {
    name: "eager-commonjs",
    apply: "build",
    renderChunk(code, chunk) {
      const edited = eagerWrappers(code, chunk.fileName);
      return edited === code ? null : { code: edited, map: null };
    },
  };
}
