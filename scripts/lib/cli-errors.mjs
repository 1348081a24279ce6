/**
 * What the owner's commands (seed, import, export, backup, restore) say when they fail: what
 * went wrong and what to do about it, never a bare "Something went wrong." or an ENOENT.
 */
import { stat } from "node:fs/promises";
import path from "node:path";

/**
 * What the commands read of a failure: the SDK's ClientResponseError, fetch's TypeError, Node's
 * system errors; any of it may be missing.
 * @typedef {{ status?: number, isAbort?: boolean, name?: string, message?: string, code?: string, path?: string, stderr?: unknown, stdout?: unknown, cause?: { code?: string }, originalError?: { cause?: { code?: string } }, response?: { data?: object } } | null | undefined} Failure
 */

/** A failure whose message is already written for the owner. */
export class CliError extends Error {}

export const WRONG_LOGIN = "Wrong superuser email or password (PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD).";
export const MISSING_PASSWORD =
  "Set PB_ADMIN_PASSWORD to the superuser's password (and PB_ADMIN_EMAIL if it is not admin@example.com).";

/**
 * The shop the commands talk to: PB_URL, else `npm start`'s own address (PORT, 8090).
 * @param {NodeJS.ProcessEnv} env
 */
export function shopUrl(env = process.env) {
  return (env.PB_URL || `http://127.0.0.1:${env.PORT || 8090}`).replace(/\/+$/, "");
}

/** @param {string} url */
export function cannotReach(url) {
  return new CliError(`Cannot reach the shop at ${url}: is it running? Set PB_URL.`);
}

/**
 * A connection refused, a name that does not resolve, a reset: nothing answered at `url`.
 * @param {unknown} failure
 */
function unreachable(failure) {
  const error = /** @type {Failure} */ (failure);
  if (error?.status === 0 && !error?.isAbort) return true; // the SDK's network failure
  const code = error?.cause?.code ?? error?.originalError?.cause?.code;
  return (
    error?.name === "TypeError" && /fetch failed/i.test(String(error.message)) && Boolean(code)
  );
}

/**
 * Why signing in as the superuser at `url` failed, for the owner.
 * @param {unknown} failure
 * @param {string} url
 */
export function signInFailure(failure, url) {
  if (unreachable(failure)) return cannotReach(url);
  const error = /** @type {Failure} */ (failure);
  if (error?.status === 400) return new CliError(WRONG_LOGIN);
  if (error?.status === 429) {
    return new CliError(
      "Too many sign-in attempts from this machine: wait a minute and try again.",
    );
  }
  if (error?.status === 404) {
    return new CliError(`The server at ${url} is not the shop (no shop API there): set PB_URL.`);
  }
  return failure;
}

/**
 * The line a failed command prints after "Import failed: " and the like.
 * @param {unknown} failure
 * @returns {string}
 */
export function explain(failure, url = shopUrl()) {
  if (failure instanceof CliError) return failure.message;
  const error = /** @type {Failure} */ (failure);
  if (error?.code === "ENOENT" && error.path) return `No such file: ${error.path}`;
  if (error?.code === "EISDIR" && error.path) return `${error.path} is a folder, not a file.`;
  if (error?.code === "EACCES" && error.path) return `No permission to open ${error.path}.`;
  if (unreachable(failure)) return cannotReach(url).message;
  const data = error?.response?.data;
  const detail = data && Object.keys(data).length ? ` ${JSON.stringify(data)}` : "";
  return `${error?.message ?? failure}${detail}`;
}

/**
 * Refuses an output file whose folder does not exist, before any work is done.
 * @param {string} file
 */
export async function checkFolderOf(file) {
  const folder = path.dirname(path.resolve(file));
  if (!(await stat(folder).catch(() => undefined))?.isDirectory()) {
    throw new CliError(`No such folder: ${folder}`);
  }
}
