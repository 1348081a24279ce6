import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_DESCRIPTION, matchedPageMeta, SITE_NAME } from "../../src/lib/seo";
import { routeTree } from "../../src/routeTree.gen";

type AnyRoute = { id: string; options: { head?: (ctx: unknown) => unknown; component?: unknown } };

/** Every route that draws a screen (the root is the layout; "/" only redirects). */
const router = createRouter({ routeTree, history: createMemoryHistory() });
const screens = (Object.values(router.routesById) as AnyRoute[]).filter(
  (route) => route.options.component && route.id !== "__root__",
);

function headOf(route: AnyRoute, search: Record<string, unknown> = {}) {
  const head = route.options.head?.({ match: { search }, matches: [], params: {} });
  return matchedPageMeta([head ?? {}] as Parameters<typeof matchedPageMeta>[0]);
}

describe("route titles and descriptions", () => {
  it("finds the screens", () => {
    expect(screens.map((route) => route.id)).toEqual(
      expect.arrayContaining(["/home", "/products", "/product-details", "/about", "/doc"]),
    );
  });

  it.each(screens.map((route) => [route.id, route] as const))(
    "%s gives its own title and a description in head()",
    (id, route) => {
      expect(route.options.head, `${id} has no head()`).toBeTypeOf("function");
      const { title, description } = headOf(route);
      expect(title).not.toBe("");
      if (id !== "/home") expect(title).not.toBe(SITE_NAME);
      expect(description.length).toBeGreaterThan(20);
    },
  );

  it("gives each screen a different title", () => {
    // a product's readable link (/p/HANDLE) is the product page's second address
    const byId = (id: string) => screens.find((route) => route.id === id) as AnyRoute;
    expect(headOf(byId("/p/$handle"))).toEqual(headOf(byId("/product-details")));
    const titles = screens.filter((r) => r.id !== "/p/$handle").map((r) => headOf(r).title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("titles /doc by its query: terms for ?query=tac, the privacy policy otherwise", () => {
    const doc = screens.find((route) => route.id === "/doc");
    expect(doc && headOf(doc, { query: "tac" }).title).toBe("Terms and conditions");
    expect(doc && headOf(doc, { query: "other" }).title).toBe("Privacy policy");
  });

  it("takes the deepest route's title and falls back to the shop's", () => {
    expect(matchedPageMeta([])).toEqual({ title: SITE_NAME, description: DEFAULT_DESCRIPTION });
    expect(
      matchedPageMeta([
        { meta: [{ title: "Root" }, { name: "description", content: "root" }] },
        { meta: [{ title: "Leaf" }] },
      ]),
    ).toEqual({ title: "Leaf", description: "root" });
  });
});
