/**
 * `npm start` as a newcomer runs it: a fresh data folder, a free port, the dev superuser from the
 * environment. It must serve the app and the API on one origin with the demo catalogue seeded,
 * and stop cleanly on SIGTERM.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, ROOT } from "../../scripts/lib/pocketbase.mjs";

let child: ChildProcess | undefined;
let dataDir = "";

afterAll(async () => {
  child?.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function waitForLine(proc: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => reject(new Error(`no line matching ${pattern} in:\n${seen}`)),
      timeoutMs,
    );
    proc.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`start exited with ${code}:\n${seen}`));
    });
  });
}

describe("npm start", () => {
  it("serves the seeded shop and the API on one origin, then stops on SIGTERM", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shop-start-"));
    const port = await freePort();
    child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        PB_DATA: dataDir,
        PB_ADMIN_EMAIL: "owner@example.com",
        PB_ADMIN_PASSWORD: "owner-password-123",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const started = waitForLine(child, /dev-only superuser: owner@example\.com \/ \S+/, 240_000);
    await started;
    const base = `http://127.0.0.1:${port}`;

    const page = await fetch(`${base}/products`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const products = await fetch(`${base}/api/collections/products/records?perPage=1`);
    expect((await products.json()).totalItems).toBeGreaterThanOrEqual(80);

    const login = await fetch(`${base}/api/collections/_superusers/auth-with-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identity: "owner@example.com", password: "owner-password-123" }),
    });
    expect(login.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child?.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 300_000);
});
