/**
 * /admin → Categories at the server: every category and subcategory (switched off ones too),
 * their names, switches and order, and how many products a switch hides. Only the owner (a
 * superuser) may write; the server's rules and pb_hooks/category-admin.pb.js decide.
 */

import * as v from "valibot";
import { type Category, categorySchema, type Subcategory, subcategorySchema } from "../lib/types";
import { byPriority } from "../shared/category-order";
import { adminPb } from "./admin-session";

export interface CategoryTree {
  categories: Category[];
  subcategories: Subcategory[];
}

export interface Names {
  name: string;
  nameSi: string;
  nameTa: string;
}

/** Everything, categories in the shop's order. */
export async function fetchCategoryTree(): Promise<CategoryTree> {
  const pb = adminPb();
  const [categories, subcategories] = await Promise.all([
    pb.collection("categories").getFullList({ requestKey: null }),
    pb.collection("subcategories").getFullList({ requestKey: null }),
  ]);
  return {
    categories: byPriority(categories.map((r) => v.parse(categorySchema, r))),
    subcategories: subcategories.map((r) => v.parse(subcategorySchema, r)),
  };
}

/** A new category, switched off and last in the order (the server places it). */
export async function createCategory(names: Names): Promise<void> {
  await adminPb()
    .collection("categories")
    .create({ ...names, isEnabled: false }, { requestKey: null });
}

/** A new subcategory of `categoryId`, switched on (its category decides whether it shows). */
export async function createSubcategory(categoryId: string, names: Names): Promise<void> {
  await adminPb()
    .collection("subcategories")
    .create({ ...names, parentCategory: categoryId, isEnabled: true }, { requestKey: null });
}

export type Group = "categories" | "subcategories";

/** Changes a category's or subcategory's names, switch or (a subcategory's) category. */
export async function updateGroup(
  group: Group,
  id: string,
  fields: Partial<Names> & { isEnabled?: boolean; parentCategory?: string },
): Promise<void> {
  await adminPb().collection(group).update(id, fields, { requestKey: null });
}

/** Moves a category one place; the server renumbers every priority. */
export async function moveCategory(id: string, direction: "up" | "down"): Promise<void> {
  await adminPb().send(`/api/shop/admin/categories/${encodeURIComponent(id)}/move`, {
    method: "POST",
    body: { direction },
    requestKey: null,
  });
}

/** How many products a category or subcategory holds. */
export async function countProducts(group: Group, id: string): Promise<number> {
  const field = group === "categories" ? "category" : "subcategory";
  const list = await adminPb()
    .collection("products")
    .getList(1, 1, {
      filter: adminPb().filter(`${field} = {:id}`, { id }),
      fields: "id",
      requestKey: null,
    });
  return list.totalItems;
}
