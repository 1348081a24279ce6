/**
 * The first screen the server drew into the static shell (pb_hooks/lib/page-shell.js, from
 * the app's own components: src/features/layout/shell-markup.tsx): product cards, a product's
 * photo. Its parts are found by the `data-shell` names those components set. React replaces the shell when it mounts; until a screen has its
 * own data (a first visit waits for the catalogue), it shows the server's markup for that part
 * instead of placeholders, so a first visit goes from the shell to the screen without blinking
 * from content to grey boxes and back. Only for the URL the server drew it for.
 */
import type { ReactNode } from "react";

let drawn: { href: string; page: HTMLTemplateElement } | undefined;

const here = () => `${window.location.pathname}${window.location.search}`;

/** Keeps the server's markup; main.tsx calls it before the app replaces the static shell. */
export function keepPageShell(root: ParentNode): void {
  const shell = root.querySelector("[data-page-shell]");
  if (!shell) return;
  const page = document.createElement("template");
  page.innerHTML = shell.innerHTML;
  drawn = { href: here(), page };
}

/** What a component marks with `data-shell` for the app to find in the server's markup. */
export type ShellPartName = "grid" | "title" | "count" | "details";

/** The server's `part` on this page, if it drew one. */
function drawnPart(part: ShellPartName): Element | undefined {
  if (drawn?.href !== here()) return undefined;
  return drawn.page.content.querySelector(`[data-shell="${part}"]`) ?? undefined;
}

/** The text the server drew as `part` on this page (a heading the app does not know yet). */
export function shellText(part: ShellPartName): string | undefined {
  return drawnPart(part)?.textContent ?? undefined;
}

/**
 * The server's `part` of this page while the screen loads, announced as `label`; `children`
 * (the screen's placeholders) where the server drew none.
 */
export function ShellPart({
  part: name,
  label,
  children,
}: {
  part: ShellPartName;
  label: string;
  children: ReactNode;
}) {
  const part = drawnPart(name);
  if (!part) return children;
  return (
    <div role="status" aria-busy="true" className="shell-part">
      <span className="visually-hidden">{label}</span>
      <div
        className="shell-part"
        aria-hidden="true"
        inert
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's markup, escaped there and already parsed once as this page's HTML
        dangerouslySetInnerHTML={{ __html: part.outerHTML }}
      />
    </div>
  );
}
