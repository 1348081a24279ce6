/**
 * How the owner arranges the catalogue's categories (docs/owner-guide.md, "Categories and
 * subcategories"): up and down buttons, never typed numbers. The server's move
 * route (pb_hooks/category-admin.pb.js) takes the categories in their order, moves one and
 * writes every priority afresh (10, 20, 30…), so gaps and ties left by imports disappear.
 * Categories and subcategories may carry Sinhala and Tamil names, shown to shoppers reading
 * that language; the English name stands in for a missing one.
 */
import * as v from "valibot";
import { compareNames } from "./catalogue";
import type { Language } from "./language";
import { lineText } from "./text";

export const PRIORITY_STEP = 10;

interface Ordered {
  id: string;
  name: string;
  priority: number;
}

/** Every category, switched on or off, in the shop's order: by priority, then by name. */
export function byPriority<C extends Ordered>(categories: readonly C[]): C[] {
  return [...categories].sort((a, b) => a.priority - b.priority || compareNames(a.name, b.name));
}

/** The ids with `id` one place up or down; unchanged at either end or for an unknown id. */
export function moveInOrder(ids: readonly string[], id: string, direction: "up" | "down") {
  const from = ids.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const moved = [...ids];
  moved[from] = ids[to] as string;
  moved[to] = id;
  return moved;
}

/** The priority each category gets for its place in `ids`. */
export function prioritiesFor(ids: readonly string[]): Map<string, number> {
  return new Map(ids.map((id, index) => [id, (index + 1) * PRIORITY_STEP]));
}

/** A new category's priority: after every other one. */
export function lastPriority(categories: readonly Pick<Ordered, "priority">[]): number {
  return categories.reduce((max, c) => Math.max(max, c.priority), 0) + PRIORITY_STEP;
}

export interface LocalNames {
  name: string;
  nameSi?: string;
  nameTa?: string;
}

/** The name a shopper reading `language` sees: its own, else the English one. */
export function localName(item: LocalNames, language: Language): string {
  const own = language === "si" ? item.nameSi : language === "ta" ? item.nameTa : "";
  return own?.trim() || item.name;
}

const name = (label: string) =>
  v.pipe(lineText(), v.maxLength(100, `The ${label} must be at most 100 characters.`));

/** A category's or subcategory's names as the owner types them in /admin. */
export const categoryNamesSchema = v.object({
  name: v.pipe(name("name"), v.nonEmpty("Write the name.")),
  nameSi: v.optional(name("Sinhala name"), ""),
  nameTa: v.optional(name("Tamil name"), ""),
});

export const moveSchema = v.object({
  direction: v.picklist(["up", "down"], "Move a category up or down."),
});
