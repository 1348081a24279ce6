/**
 * The fault injector of the fault history: a seeded series of faults against the server and the
 * network, one at a time with a quiet gap between, until `stop()`:
 * kill -9 and restart (same data dir and port), SIGSTOP then SIGCONT, a cut of every connection
 * (devices told "online" afterwards, or not), bursts of dropped answers and duplicated POSTs,
 * and a device signing out and back in (its queued orders wait for the session).
 */
import { startPocketbase } from "../../lib/pocketbase.mjs";

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** Background rates of the proxy between bursts. */
export const BASE_DROP = 0.02;
export const BASE_DUPLICATE = 0.02;

const WEIGHTS = { kill: 25, pause: 20, cut: 20, drop: 15, duplicate: 10, signOut: 10 };

/**
 * A PocketBase that can be killed and started again on the same port and data dir.
 * @param {{dataDir: string, port: number, env: Record<string, string>}} opts
 */
export async function restartableServer(opts) {
  let current = await startPocketbase(opts);
  let paused = false;
  return {
    url: current.url,
    pid: () => current.process.pid,
    async kill() {
      await current.stop("SIGKILL");
    },
    async start() {
      current = await startPocketbase(opts);
    },
    pause() {
      current.process.kill("SIGSTOP");
      paused = true;
    },
    resume() {
      if (paused) current.process.kill("SIGCONT");
      paused = false;
    },
    async stop() {
      this.resume();
      await current.stop();
    },
  };
}

/**
 * @param {{server: Awaited<ReturnType<typeof restartableServer>>, proxy: Awaited<ReturnType<typeof import("./proxy.mjs").startFaultProxy>>,
 *   devices: () => {send(message: unknown): void}[], random: ReturnType<typeof import("./random.mjs").generator>,
 *   log: (line: string) => void}} ctx
 */
export function startInjector({ server, proxy, devices, random, log }) {
  const counts = { kill: 0, pause: 0, cut: 0, drop: 0, duplicate: 0, signOut: 0, onlineEvents: 0 };
  let running = true;
  let down = false;

  /** @param {keyof typeof WEIGHTS} kind */
  async function one(kind) {
    counts[kind]++;
    if (kind === "kill") {
      down = true;
      await server.kill();
      await sleep(random.between(200, 2500));
      await server.start();
      down = false;
    } else if (kind === "pause") {
      server.pause();
      await sleep(random.between(300, 4000));
      server.resume();
    } else if (kind === "cut") {
      proxy.cut();
      await sleep(random.between(200, 3000));
      proxy.restore();
      // a phone whose own connection came back hears "online"; one behind a dead Wi-Fi may not
      if (random.chance(0.7)) {
        counts.onlineEvents++;
        for (const device of devices()) device.send({ type: "online" });
      }
    } else if (kind === "drop" || kind === "duplicate") {
      proxy.setRates(
        kind === "drop" ? 0.5 : BASE_DROP,
        kind === "duplicate" ? 0.5 : BASE_DUPLICATE,
      );
      await sleep(random.between(1000, 4000));
      proxy.setRates(BASE_DROP, BASE_DUPLICATE);
    } else if (kind === "signOut") {
      const list = devices();
      // the fleet always has a device submitting
      const device = /** @type {(typeof list)[number]} */ (list[random.int(list.length)]);
      device.send({ type: "sign-out" });
      await sleep(random.between(1000, 5000));
      // the phone may have retired meanwhile (it signs in to drain what it holds)
      try {
        device.send({ type: "sign-in" });
      } catch {}
    }
  }

  const done = (async () => {
    proxy.setRates(BASE_DROP, BASE_DUPLICATE);
    while (running) {
      await sleep(random.between(500, 3000));
      if (!running) break;
      const kind = random.pick(WEIGHTS);
      try {
        await one(kind);
      } catch (error) {
        log(`fault ${kind} went wrong: ${/** @type {Error} */ (error).message}`);
        if (down) await server.start();
      }
    }
  })();

  return {
    counts,
    /** Ends the series and heals everything: server running and awake, network whole. */
    async stop() {
      running = false;
      await done;
      server.resume();
      proxy.restore();
      proxy.setRates(0, 0);
    },
  };
}
