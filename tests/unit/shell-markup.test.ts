/**
 * The server draws a first visit's first screen (pb_hooks/lib/page-shell.js) by filling
 * pb_hooks/lib/shell-markup.js, templates rendered from the app's components: the committed file
 * must be what the components render today, or the shell would drift from the app.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  compileTemplate,
  SHELL_TEMPLATES,
  shellTemplatesCode,
} from "../../scripts/lib/shell-markup.mjs";

describe("the hooks' first-screen templates", () => {
  it("are the current render of the components (else: npm run build:shared, and commit it)", async () => {
    const built = await shellTemplatesCode();
    expect(readFileSync(SHELL_TEMPLATES, "utf8") === built).toBe(true);
  }, 30_000);

  it("keep text slots apart from markup slots", () => {
    expect(compileTemplate('<h2 title="{{title}}">{{{cards}}}</h2>')).toEqual([
      '<h2 title="',
      "title",
      '">',
      "&cards",
      "</h2>",
    ]);
    expect(() => compileTemplate("<p>{{broken</p>")).toThrow(/malformed/);
  });
});
