/**
 * Where signing in or registering returns to: `?redirect=/checkout` on the sign-in and register
 * links of the pages that need an account. Only the shop's own pages listed here are honoured,
 * so a crafted link cannot send a shopper elsewhere after signing in.
 */
import * as v from "valibot";

export const RETURN_PATHS = ["/checkout", "/cart", "/profile"] as const;
export type ReturnPath = (typeof RETURN_PATHS)[number];

/**
 * The sign-in and register routes' search: a `redirect` not in RETURN_PATHS falls back to none
 * (then sign-in goes home and register to the previous page).
 */
export const returnSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.picklist(RETURN_PATHS)), undefined),
});
