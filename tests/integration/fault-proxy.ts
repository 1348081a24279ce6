/**
 * Proxies that put real network faults between a client and a real PocketBase (faults.test.ts).
 *
 * - startDroppingProxy: an HTTP proxy that can let a request reach the server, wait until the
 *   server has answered in full (so the record is committed), and then hang up on the client
 *   without passing the answer on: "stored, but the client never heard".
 * - startCuttingProxy: a TCP proxy that drops every open connection (the realtime stream too)
 *   and refuses new ones until restored.
 */
import http from "node:http";
import net from "node:net";

export interface DroppingProxy {
  url: string;
  /**
   * The next request for which `match` is true is forwarded, its answer read to the end and
   * thrown away, then `afterStored` runs and the client's connection is destroyed.
   */
  dropAnswerOnce(
    match: (method: string, path: string) => boolean,
    afterStored: () => Promise<void>,
  ): void;
  /** how many answers were dropped so far */
  dropped(): number;
  close(): Promise<void>;
}

export async function startDroppingProxy(targetPort: number): Promise<DroppingProxy> {
  type Rule = {
    match: (method: string, path: string) => boolean;
    afterStored: () => Promise<void>;
  };
  let rule: Rule | undefined;
  let dropped = 0;
  const server = http.createServer((req, res) => {
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    const drop = rule?.match(method, path) ? rule : undefined;
    if (drop) rule = undefined;
    const upstream = http.request(
      { host: "127.0.0.1", port: targetPort, method, path, headers: req.headers },
      (answer) => {
        if (!drop) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        answer.resume();
        answer.on("end", () => {
          dropped++;
          void drop.afterStored().finally(() => req.socket.destroy());
        });
      },
    );
    upstream.on("error", () => req.socket.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dropAnswerOnce(match, afterStored) {
      rule = { match, afterStored };
    },
    dropped: () => dropped,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface CuttingProxy {
  url: string;
  cut(): void;
  restore(): void;
  close(): void;
  /** connections refused while cut, so far */
  refused(): number;
  /** connections let through, so far */
  accepted(): number;
}

export async function startCuttingProxy(targetPort: number): Promise<CuttingProxy> {
  let open = true;
  let refused = 0;
  let accepted = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!open) {
      refused++;
      return client.destroy();
    }
    accepted++;
    const upstream = net.connect(targetPort, "127.0.0.1");
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const destroyAll = () => {
    for (const s of sockets) s.destroy();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      open = false;
      destroyAll();
    },
    restore() {
      open = true;
    },
    close() {
      destroyAll();
      server.close();
    },
    refused: () => refused,
    accepted: () => accepted,
  };
}
