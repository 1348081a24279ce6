import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The sections hold router links, so the text is read from the source rather than rendered.
const source = readFileSync("src/features/content/privacy-sections.tsx", "utf8").replace(
  /\s+/g,
  " ",
);

describe("the privacy policy on the cart", () => {
  it("says the cart stays on the device (local storage), not that closing the tab drops it", () => {
    expect(source).toContain("stays in the browser's local storage on this device");
    expect(source).not.toContain("session storage");
    expect(source).not.toContain("close the tab");
  });
});
