/** A link to an /admin screen by its path ("orders", "orders/<id>", "" for the day's to-dos). */
import { Link } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import type { AdminSearch } from "./admin-search";

export function AdminLink({
  path,
  search,
  replace,
  children,
  ...anchor
}: {
  path: string;
  search?: Partial<AdminSearch>;
  replace?: boolean;
  children: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  if (!path) {
    return (
      <Link to="/admin" activeOptions={{ exact: true }} {...anchor}>
        {children}
      </Link>
    );
  }
  return (
    <Link
      to="/admin/$"
      params={{ _splat: path }}
      search={search ?? {}}
      replace={replace ?? false}
      {...anchor}
    >
      {children}
    </Link>
  );
}
