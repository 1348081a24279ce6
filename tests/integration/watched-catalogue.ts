/**
 * The sync's catalogue server for tests, with a fetch that tells the test what was asked and
 * what came back (the bodies are read from a clone, so the engine reads them as it would).
 */
import { type CatalogueServer, catalogueServer } from "../../src/backend/catalogue";

export interface Answer {
  url: URL;
  status: number;
  /** the parsed JSON body; undefined when it is empty or not JSON */
  body: unknown;
}

/** catalogueServer(url) whose every answer is passed to `watch` before the engine sees it. */
export function watchedCatalogue(url: string, watch: (answer: Answer) => void): CatalogueServer {
  return catalogueServer(url, async (input, init) => {
    const response = await fetch(input, init);
    const body = await response
      .clone()
      .json()
      .catch(() => undefined);
    watch({ url: new URL(response.url || input), status: response.status, body });
    return response;
  });
}

/** How many items a list answer holds (0 for anything else). */
export const itemCount = (body: unknown) => (body as { items?: unknown[] })?.items?.length ?? 0;
