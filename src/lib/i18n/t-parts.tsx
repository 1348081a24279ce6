import { Fragment, type ReactNode } from "react";
import { t } from "./i18n";

/**
 * `source` translated, with `{name}` placeholders replaced by elements (links, buttons): the
 * translation decides where they go, since a Sinhala or Tamil sentence orders its words
 * differently from the English one.
 */
export function tParts(source: string, parts: Record<string, ReactNode>): ReactNode[] {
  return t(source)
    .split(/(\{\w+\})/)
    .map((piece, i) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence
      return <Fragment key={i}>{name ? parts[name] : piece}</Fragment>;
    });
}
