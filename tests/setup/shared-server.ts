/**
 * The shared server of the worker running this test file. A project's global setup starts one
 * server per vitest worker (tests/setup/worker-servers.ts), so files that run at the same time
 * never share a database, and the files that do share one run one after another.
 */
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** one shared server per worker, the worker with VITEST_POOL_ID n using the n-th */
    serverUrls: string[];
  }
}

export function sharedServerUrl(): string {
  const urls = inject("serverUrls");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const url = urls[worker - 1];
  // a worker without a server of its own must not borrow another's: their files would collide
  if (!url) throw new Error(`no shared server for worker ${worker} (${urls.length} started)`);
  return url;
}
