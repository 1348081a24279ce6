/**
 * JSON requests to the shop's API with plain `fetch`, for the code that must not carry the
 * PocketBase SDK (the sync worker reads the public catalogue on every first visit:
 * docs/decisions/0025-no-sdk-on-a-first-visit.md). Failures are thrown in the SDK's error shape, so
 * isResponseError and the sync's "offline or broken" sorting read them like the SDK's.
 */

/** `fetch` as a request function; tests pass one that watches the answers. */
export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

/** The global fetch, looked up at each call (a stored `fetch` called as a method throws). */
export const globalFetch: Fetcher = (url, init) => fetch(url, init);

/**
 * An error answer (status and parsed body), or no answer at all (status 0: offline, refused,
 * cut off mid-body, aborted): the fields of the SDK's ClientResponseError that the app reads.
 */
export class ServerError extends Error {
  readonly url: string;
  readonly status: number;
  readonly response: Record<string, unknown>;
  readonly isAbort: boolean;

  constructor(url: string, status: number, response: Record<string, unknown>, cause?: unknown) {
    const said = typeof response.message === "string" ? response.message : "";
    super(said || (status === 0 ? "The shop could not be reached." : "Something went wrong."), {
      cause,
    });
    this.name = `ServerError ${status}`;
    this.url = url;
    this.status = status;
    this.response = response;
    this.isAbort = (cause as { name?: unknown } | undefined)?.name === "AbortError";
  }
}

/**
 * Sends one request and returns its JSON body ({} for an empty one, as 204 answers have).
 * Throws a ServerError: status 0 when nothing (or only part of the body) arrived, the answer's
 * status for a 4xx/5xx or for a body that is not JSON.
 */
export async function fetchJson<T>(fetcher: Fetcher, url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await fetcher(url, init);
    text = await response.text();
  } catch (error) {
    throw new ServerError(url, 0, {}, error);
  }
  let data: unknown = {};
  try {
    if (text) data = JSON.parse(text);
  } catch (error) {
    throw new ServerError(url, response.status, {}, error);
  }
  if (response.status >= 400) {
    const body = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
    throw new ServerError(url, response.status, body);
  }
  return data as T;
}
