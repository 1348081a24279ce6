/**
 * The two ways to choose a category and subcategory on /products: the sidebar tree (wide
 * screens) and a compact chip bar (phones, <= 768 px), so the first products are on the
 * first screen. Both show the same state; catalogue.css shows one of them.
 */
import { useState } from "react";
import { Icon } from "../../components/icon";
import { afterNextPaint } from "../../lib/after-first-paint";
import type { Category, Subcategory } from "../../lib/types";
import { ALL_PRODUCTS, ALL_SUBCATEGORY } from "../../shared/catalogue";
import "./product-list.css";
import { t } from "../../lib/i18n/i18n";
import { useT } from "../../lib/i18n/use-t";

export interface CategoryNavProps {
  categories: readonly Category[];
  categoryId: string | undefined;
  subcategoryId: string;
  /** the open category, if any (the selected one unless the shopper folded it) */
  expanded: string | undefined;
  /** the selected category's subcategories */
  subcategories: readonly Subcategory[];
  onToggle: (category: Category) => void;
  onChoose: (categoryId: string, subcategoryId: string) => void;
}

/**
 * The subcategory entries to show under a category: all of them (with All) when it is open;
 * folded, only the chosen one, so the choice stays in view (none when it is All).
 */
export function visibleSubcategories(
  { categoryId, subcategoryId, expanded, subcategories }: CategoryNavProps,
  category: Category,
): { id: string; name: string }[] {
  if (category.id !== categoryId) return [];
  const entries = [{ id: ALL_SUBCATEGORY, name: t("All") }, ...subcategories];
  if (expanded === category.id) return entries;
  return entries.filter((s) => s.id === subcategoryId && s.id !== ALL_SUBCATEGORY);
}

const ALL_PRODUCTS_LABEL = "All products"; // shown through t()

interface Choice {
  categoryId: string | undefined;
  subcategoryId: string;
}

/**
 * The choice a tap just made, drawn on the buttons in the tap's own frame; `press` marks it and
 * runs `action` (the navigation, which redraws the screen) once that frame is painted. A pressed
 * choice counts until the screen's own choice changes (docs/decisions/0023-taps-answer-at-once.md).
 */
function usePressedChoice({ categoryId, subcategoryId }: Choice) {
  const [pressed, setPressed] = useState<Choice & { from: string }>();
  const current = `${categoryId}/${subcategoryId}`;
  // the screen's choice moved on (the navigation, or Back later): the press is spent
  if (pressed && pressed.from !== current) setPressed(undefined);
  const shown: Choice = pressed?.from === current ? pressed : { categoryId, subcategoryId };
  function press(next: Choice, action: () => void) {
    setPressed({ ...next, from: current });
    afterNextPaint(action);
  }
  return [shown, press] as const;
}

const ALL: Choice = { categoryId: ALL_PRODUCTS, subcategoryId: ALL_SUBCATEGORY };

/**
 * A tap on a category: folding or opening the selected one is drawn at once; another category
 * is pressed, then chosen with All after the tap's frame.
 */
function useCategoryTap(props: CategoryNavProps) {
  const [shown, press] = usePressedChoice(props);
  const { categoryId, onToggle } = props;
  function tapCategory(category: Category) {
    if (category.id === categoryId) onToggle(category);
    else
      press({ categoryId: category.id, subcategoryId: ALL_SUBCATEGORY }, () => onToggle(category));
  }
  return { shown, press, tapCategory };
}

export function CategoryTree(props: CategoryNavProps) {
  useT();
  const { categories, expanded, onChoose } = props;
  const { shown, press, tapCategory } = useCategoryTap(props);
  return (
    <ul className="category-tree">
      <li>
        <button
          type="button"
          className={`category-tree__category category-tree__all${shown.categoryId === ALL_PRODUCTS ? " is-selected" : ""}`}
          aria-pressed={shown.categoryId === ALL_PRODUCTS}
          onClick={() => press(ALL, () => onChoose(ALL_PRODUCTS, ALL_SUBCATEGORY))}
        >
          {t(ALL_PRODUCTS_LABEL)}
        </button>
      </li>
      {categories.map((category) => {
        const subs = visibleSubcategories(props, category);
        return (
          <li key={category.id}>
            <button
              type="button"
              className={`category-tree__category${category.id === shown.categoryId ? " is-selected" : ""}`}
              aria-expanded={expanded === category.id}
              onClick={() => tapCategory(category)}
            >
              {category.name}
              <Icon name="chevron" size={16} />
            </button>
            {subs.length > 0 && (
              <ul className="category-tree__subs">
                {subs.map((sub) => (
                  <li key={sub.id}>
                    <button
                      type="button"
                      className={`category-tree__sub${sub.id === shown.subcategoryId ? " is-selected" : ""}`}
                      aria-pressed={sub.id === shown.subcategoryId}
                      onClick={() =>
                        press({ categoryId: category.id, subcategoryId: sub.id }, () =>
                          onChoose(category.id, sub.id),
                        )
                      }
                    >
                      {sub.name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Phones: a row of category chips, and below it the selected category's subcategories. */
export function CategoryChips(props: CategoryNavProps) {
  useT();
  const { categories, categoryId, expanded, onChoose } = props;
  const { shown, press, tapCategory } = useCategoryTap(props);
  const selected = categories.find((c) => c.id === categoryId);
  const subs = selected ? visibleSubcategories(props, selected) : [];
  return (
    <nav className="category-chips" aria-label={t("Categories")}>
      <ul className="chip-row">
        <li>
          <button
            type="button"
            className="chip chip--category"
            aria-pressed={shown.categoryId === ALL_PRODUCTS}
            onClick={() => press(ALL, () => onChoose(ALL_PRODUCTS, ALL_SUBCATEGORY))}
          >
            {t(ALL_PRODUCTS_LABEL)}
          </button>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="chip chip--category"
              aria-pressed={category.id === shown.categoryId}
              aria-expanded={category.id === categoryId ? expanded === category.id : undefined}
              onClick={() => tapCategory(category)}
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
      <ul
        className="chip-row chip-row--subs"
        aria-label={t("{category} subcategories", {
          category: selected?.name ?? t(ALL_PRODUCTS_LABEL),
        })}
      >
        {subs.map((sub) => (
          <li key={sub.id}>
            <button
              type="button"
              className="chip chip--sub"
              aria-pressed={sub.id === shown.subcategoryId}
              onClick={() =>
                categoryId &&
                press({ categoryId, subcategoryId: sub.id }, () => onChoose(categoryId, sub.id))
              }
            >
              {sub.name}
            </button>
          </li>
        ))}
        {categoryId === ALL_PRODUCTS && (
          <li className="chip-row__note">
            {t("From all {count, plural, one {# category} other {# categories}}", {
              count: categories.length,
            })}
          </li>
        )}
      </ul>
    </nav>
  );
}
