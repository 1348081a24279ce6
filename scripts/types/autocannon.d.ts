// The part of autocannon the server load benchmark uses (scripts/bench/server-load.mjs): the
// package ships no declarations of its own.
declare module "autocannon" {
  /** One request of a run's rotation; `setupRequest` may rewrite it before each send. */
  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => object | undefined;
  };
  export interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    requests?: Request[];
  }
  export interface Result {
    /** requests a second: average, min, max and percentiles */
    requests: { average: number };
    /** milliseconds */
    latency: { p99: number };
    /** seconds the run lasted */
    duration: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
