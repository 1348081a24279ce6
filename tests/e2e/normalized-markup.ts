/**
 * Markup as a visitor's browser holds it, reduced to what the eye and the layout depend on:
 * tags, classes (sorted), the attributes that decide what an image or link shows, and text.
 * Ids, ARIA and event wiring differ between the server's copy and the app's by design.
 */
import type { Page } from "playwright-core";

/**
 * The normalised markup of each element matching `selector`. Elements matching one of
 * `opaque` keep their classes only, less the grey of a stand-in (placeholder-block): a real
 * button where the server draws its placeholder, a <nav> of chips where it draws a <div> of
 * grey ones. Elements matching one of `dropped` are left out.
 */
export function normalizedMarkup(
  page: Page,
  selector: string,
  { opaque = [], dropped = [] }: { opaque?: string[]; dropped?: string[] } = {},
) {
  return page.evaluate(
    ({ selector, opaque, dropped }) => {
      const KEEP = ["href", "src", "srcset", "sizes", "alt", "width", "height", "loading"];
      const walk = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? "").replace(/\s+/g, " ");
        if (!(node instanceof Element)) return "";
        if (dropped.some((s) => node.matches(s))) return "";
        const classes = [...node.classList].sort().join(" ");
        const attributes = KEEP.filter((name) => node.hasAttribute(name)).map(
          (name) => ` ${name}="${node.getAttribute(name)}"`,
        );
        const open = `<${node.localName}${classes ? ` class="${classes}"` : ""}${attributes.join("")}>`;
        if (opaque.some((s) => node.matches(s))) {
          const real = [...node.classList].filter((name) => name !== "placeholder-block");
          return `<… class="${real.sort().join(" ")}">`;
        }
        return `${open}${[...node.childNodes].map(walk).join("")}</${node.localName}>`;
      };
      return [...document.querySelectorAll(selector)].map(walk);
    },
    { selector, opaque, dropped },
  );
}
