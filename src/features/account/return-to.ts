/**
 * Where signing in or registering returns to: `?redirect=/checkout` on the sign-in and register
 * links of the pages that need an account, and a quote's link (`/quote/TOKEN`) opened signed
 * out. Only the shop's own pages listed here, and quote links of exactly that shape, are
 * honoured, so a crafted link cannot send a shopper elsewhere after signing in.
 */
import { useNavigate } from "@tanstack/react-router";
import * as v from "valibot";
import { QUOTE_TOKEN_PATTERN } from "../../shared/quotes";

export const RETURN_PATHS = ["/checkout", "/cart", "/profile"] as const;
type QuotePath = `/quote/${string}`;
export type ReturnPath = (typeof RETURN_PATHS)[number] | QuotePath;

/** A quote's link on this site: `/quote/` and a secret of the one shape the server makes. */
function isQuotePath(path: unknown): path is QuotePath {
  return (
    typeof path === "string" &&
    path.startsWith("/quote/") &&
    QUOTE_TOKEN_PATTERN.test(path.slice("/quote/".length))
  );
}

/**
 * The sign-in and register routes' search: a `redirect` that is none of these falls back to
 * none (then sign-in goes home and register to the previous page).
 */
export const returnSearchSchema = v.object({
  redirect: v.fallback(
    v.optional(v.union([v.picklist(RETURN_PATHS), v.custom<QuotePath>(isQuotePath)])),
    undefined,
  ),
});

/** Goes to the page signing in was for (a quote's link by its route), else home. */
export function useReturnTo(): (to: ReturnPath | "/home") => Promise<void> {
  const navigate = useNavigate();
  return (to) => {
    if (isQuotePath(to)) {
      return navigate({ to: "/quote/$token", params: { token: to.slice("/quote/".length) } });
    }
    return navigate({ to });
  };
}
