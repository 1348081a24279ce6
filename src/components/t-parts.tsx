import { Fragment, type ReactNode } from "react";
import { t } from "../lib/i18n/i18n";

// marks where a part goes in the translated sentence; no text contains it
const MARK = "\u0001";
const PARTS = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * `source` translated, with `{name}` placeholders replaced by elements (links, buttons): the
 * translation decides where they go, since a Sinhala or Tamil sentence orders its words
 * differently from the English one.
 */
export function tParts(source: string, parts: Record<string, ReactNode>): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, MARK + name + MARK]));
  return (
    t(source, marks)
      .split(PARTS)
      // split's odd pieces are the names its pattern captured
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence
      .map((piece, i) => <Fragment key={i}>{i % 2 ? parts[piece] : piece}</Fragment>)
  );
}
