/**
 * The network between the fault history's devices and the server: an HTTP proxy that can
 * - cut: drop every open connection, requests in flight included, and refuse new ones;
 * - drop an answer: pass a POST on, wait until the server answered in full (so what it stored
 *   is committed), then hang up on the device instead of passing the answer on;
 * - duplicate: send a POST to the server twice, side by side or one after the other, and pass
 *   on one answer (a retransmission, or a retry by some layer the app does not see).
 * Which POST is dropped or duplicated is drawn from the seeded generator it is given.
 */
import http from "node:http";

/**
 * @param {number} targetPort the server's port (the same after every restart)
 * @param {ReturnType<typeof import("./random.mjs").generator>} random
 */
export async function startFaultProxy(targetPort, random) {
  let open = true;
  let dropRate = 0;
  let duplicateRate = 0;
  const counts = {
    requests: 0,
    cutConnections: 0,
    droppedAnswers: 0,
    duplicated: 0,
    /** @type {Record<string, number>} */
    status: {},
  };
  /** @type {Set<import("node:net").Socket>} */
  const sockets = new Set();
  /** @type {Set<http.ClientRequest>} */
  const upstreams = new Set();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  /**
   * One request to the server; resolves with its answer read in full, or null on failure.
   * @param {http.IncomingMessage} req
   * @param {Buffer} body
   * @returns {Promise<{answer: http.IncomingMessage, body: Buffer} | null>}
   */
  function forward(req, body) {
    return new Promise((resolve) => {
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port: targetPort,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent,
        },
        (answer) => {
          /** @type {Buffer[]} */
          const chunks = [];
          answer.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
          answer.on("end", () => resolve({ answer, body: Buffer.concat(chunks) }));
          answer.on("error", () => resolve(null));
        },
      );
      upstreams.add(upstream);
      upstream.on("close", () => upstreams.delete(upstream));
      upstream.on("error", () => resolve(null));
      upstream.end(body);
    });
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {Buffer} body
   */
  async function handle(req, res, body) {
    counts.requests++;
    const post = req.method === "POST";
    const duplicate = post && random.chance(duplicateRate);
    const drop = post && random.chance(dropRate);
    let result;
    if (duplicate) {
      counts.duplicated++;
      if (random.chance(0.5)) {
        [result] = await Promise.all([forward(req, body), forward(req, body)]);
      } else {
        await forward(req, body);
        result = await forward(req, body);
      }
    } else result = await forward(req, body);
    if (!result || drop || res.destroyed) {
      if (result && drop) counts.droppedAnswers++;
      req.socket.destroy();
      return;
    }
    const status = result.answer.statusCode ?? 502;
    counts.status[status] = (counts.status[status] ?? 0) + 1;
    res.writeHead(status, result.answer.headers);
    res.end(result.body);
  }

  const server = http.createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    req.on("end", () => void handle(req, res, Buffer.concat(chunks)));
  });
  server.on("connection", (socket) => {
    if (!open) return socket.destroy();
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const destroyAll = () => {
    for (const s of sockets) s.destroy();
    for (const u of upstreams) u.destroy();
  };
  return {
    url: `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`,
    counts,
    cut() {
      open = false;
      counts.cutConnections += sockets.size;
      destroyAll();
    },
    restore() {
      open = true;
    },
    /**
     * Probabilities for each POST from now on.
     * @param {number} drop
     * @param {number} duplicate
     */
    setRates(drop, duplicate) {
      dropRate = drop;
      duplicateRate = duplicate;
    },
    close() {
      destroyAll();
      agent.destroy();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
