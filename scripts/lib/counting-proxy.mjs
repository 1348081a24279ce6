/**
 * A pass-through in front of the shop that notes each request the browser sends to the network
 * and the bytes of its answer as they travelled (gzipped where the server gzipped): what a
 * phone downloads, its service worker's fetches included, which no in-browser hook sees whole.
 */
import { createServer, request } from "node:http";

/**
 * @typedef {{ path: string, bytes: number }} Download
 * @param {string} target the shop's origin
 */
export async function countingProxy(target) {
  const upstream = new URL(target);
  /** @type {Download[]} */
  const downloads = [];
  const proxy = createServer((incoming, answer) => {
    const path = (incoming.url ?? "").split("?")[0] ?? "";
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (reply) => {
        const download = { path, bytes: 0 };
        downloads.push(download);
        reply.on("data", (chunk) => {
          download.bytes += chunk.length;
        });
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    forward.on("error", () => answer.destroy());
    incoming.pipe(forward);
  });
  await new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = proxy.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    downloads,
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
