import { type ReactNode, useId } from "react";
import { Icon } from "./icon";

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Disclosure accordion (WAI-ARIA pattern): each header is a real button in a heading with
 * aria-expanded and aria-controls; the panel is a labelled region. Which item is open is owned
 * by the caller, so the "one or none open" rule stays in plain, testable state.
 */
export function Accordion({
  items,
  openId,
  onToggle,
  headingLevel = 2,
}: {
  items: readonly AccordionItem[];
  openId: string | null;
  onToggle: (id: string) => void;
  headingLevel?: 2 | 3;
}) {
  const baseId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="accordion">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={`accordion__item${open ? " accordion__item--open" : ""}`}>
            <Heading className="accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(item.id)}
              >
                <span>{item.title}</span>
                <span className="accordion__chevron">
                  <Icon name="chevron" />
                </span>
              </button>
            </Heading>
            <section
              id={panelId}
              className="accordion__panel"
              aria-labelledby={buttonId}
              hidden={!open}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}

/** The FAQ rule: clicking the open item closes it, clicking another opens only that one. */
export function nextOpenId(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}
