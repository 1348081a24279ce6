/**
 * What the owner's commands (seed, import, export, backup, restore) say when they fail: what
 * went wrong and what to do about it, never a bare "Something went wrong." or an ENOENT.
 */
import { stat } from "node:fs/promises";
import path from "node:path";

/** A failure whose message is already written for the owner. */
export class CliError extends Error {}

export const WRONG_LOGIN = "Wrong superuser email or password (PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD).";
export const MISSING_PASSWORD =
  "Set PB_ADMIN_PASSWORD to the superuser's password (and PB_ADMIN_EMAIL if it is not admin@example.com).";

/** The shop the commands talk to: PB_URL, else `npm start`'s own address (PORT, 8090). */
export function shopUrl(env = process.env) {
  return (env.PB_URL || `http://127.0.0.1:${env.PORT || 8090}`).replace(/\/+$/, "");
}

export function cannotReach(url) {
  return new CliError(`Cannot reach the shop at ${url}: is it running? Set PB_URL.`);
}

/** A connection refused, a name that does not resolve, a reset: nothing answered at `url`. */
function unreachable(error) {
  if (error?.status === 0 && !error?.isAbort) return true; // the SDK's network failure
  const code = error?.cause?.code ?? error?.originalError?.cause?.code;
  return error?.name === "TypeError" && /fetch failed/i.test(error.message) && Boolean(code);
}

/** Why signing in as the superuser at `url` failed, for the owner. */
export function signInFailure(error, url) {
  if (unreachable(error)) return cannotReach(url);
  if (error?.status === 400) return new CliError(WRONG_LOGIN);
  if (error?.status === 429) {
    return new CliError(
      "Too many sign-in attempts from this machine: wait a minute and try again.",
    );
  }
  if (error?.status === 404) {
    return new CliError(`The server at ${url} is not the shop (no shop API there): set PB_URL.`);
  }
  return error;
}

/** The line a failed command prints after "Import failed: " and the like. */
export function explain(error, url = shopUrl()) {
  if (error instanceof CliError) return error.message;
  if (error?.code === "ENOENT" && error.path) return `No such file: ${error.path}`;
  if (error?.code === "EISDIR" && error.path) return `${error.path} is a folder, not a file.`;
  if (error?.code === "EACCES" && error.path) return `No permission to open ${error.path}.`;
  if (unreachable(error)) return cannotReach(url).message;
  const data = error?.response?.data;
  const detail = data && Object.keys(data).length ? ` ${JSON.stringify(data)}` : "";
  return `${error?.message ?? error}${detail}`;
}

/** Refuses an output file whose folder does not exist, before any work is done. */
export async function checkFolderOf(file) {
  const folder = path.dirname(path.resolve(file));
  if (!(await stat(folder).catch(() => undefined))?.isDirectory()) {
    throw new CliError(`No such folder: ${folder}`);
  }
}
