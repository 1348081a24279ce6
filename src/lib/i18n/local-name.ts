/**
 * A category's or subcategory's name in the shopper's language (the owner's Sinhala or Tamil
 * name, else the English one: src/shared/category-order.ts). Components call it after `useT()`,
 * which redraws them when the language changes.
 */
import { type LocalNames, localName } from "../../shared/category-order";
import { currentLanguage } from "./i18n";

export const nameIn = (item: LocalNames): string => localName(item, currentLanguage());
