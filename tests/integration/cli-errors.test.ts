/**
 * The owner's commands when something is off: the shop is elsewhere or stopped, the password is
 * wrong, a file is missing. Each says what to do, in one line, and changes nothing.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, ROOT } from "../../scripts/lib/pocketbase.mjs";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { runScript } from "./run-script";

const TEMPLATE = path.join(ROOT, "seed/catalogue-template.csv");
let server: TestServer;
let dir = "";

beforeAll(async () => {
  server = await startTestServer();
  dir = await mkdtemp(path.join(tmpdir(), "shop-cli-"));
});
afterAll(async () => {
  await server?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const owner = { PB_ADMIN_EMAIL: TEST_ADMIN.email, PB_ADMIN_PASSWORD: TEST_ADMIN.password };

describe("the owner's commands say what to do", () => {
  it("find the shop on PORT when PB_URL is not set", async () => {
    const result = await runScript("export", [path.join(dir, "by-port.csv")], {
      ...owner,
      PORT: String(server.port),
    });
    expect(result.out).toContain("0 products written");
    expect(result.code).toBe(0);
  });

  it.each([
    ["seed", []],
    ["import", [TEMPLATE]],
    ["export", ["out.csv"]],
    ["restore", [TEMPLATE, "--yes"]],
  ])("%s: a shop that does not answer is named, with PB_URL to set", async (name, args) => {
    const port = await freePort();
    // no stopped shop either: restore would otherwise open PB_DATA's
    const PB_DATA = path.join(dir, "no-shop-here");
    const result = await runScript(name, args, { ...owner, PORT: String(port), PB_DATA });
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      `Cannot reach the shop at http://127.0.0.1:${port}: is it running? Set PB_URL.`,
    );
  });

  it("backup: a shop neither running nor here is named, and no empty data folder is made", async () => {
    const port = await freePort();
    const nowhere = path.join(dir, "pb_data");
    const result = await runScript("backup", [path.join(dir, "b.zip")], {
      ...owner,
      PB_URL: `http://127.0.0.1:${port}`,
      PB_DATA: nowhere,
    });
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      `Backup failed: Cannot reach the shop at http://127.0.0.1:${port}: is it running? Set PB_URL.`,
    );
    expect(existsSync(nowhere)).toBe(false);
  });

  it.each([
    ["seed", [], { PB_ADMIN_PASSWORD: "not-the-password" }],
    ["import", [TEMPLATE], { PB_ADMIN_EMAIL: "nobody@test.local" }],
    ["export", [path.join(dir, "x.csv")], { PB_ADMIN_EMAIL: "nobody@test.local" }],
    ["backup", [path.join(dir, "x.zip")], { PB_ADMIN_EMAIL: "nobody@test.local" }],
    ["restore", [TEMPLATE, "--yes"], { PB_ADMIN_EMAIL: "nobody@test.local" }],
  ])("%s: a wrong superuser login names the two variables", async (name, args, wrong) => {
    const result = await runScript(name, args, { ...owner, PB_URL: server.url, ...wrong });
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      "Wrong superuser email or password (PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD).",
    );
  });

  it.each([
    ["seed", ["missing.json"]],
    ["import", ["missing.csv"]],
    ["restore", ["missing.zip", "--yes"]],
  ])("%s: a missing file is named", async (name, args) => {
    const result = await runScript(name, args, { ...owner, PB_URL: server.url });
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/No such file: \S*missing\./);
  });

  it("import: a missing images folder or a workbook instead of CSV is named before anything is written", async () => {
    const env = { ...owner, PB_URL: server.url };
    const folder = await runScript("import", [TEMPLATE, "--images", "no-such-dir"], env);
    expect(folder.out).toContain(`No such folder: ${path.join(ROOT, "no-such-dir")}`);
    const workbook = path.join(dir, "catalogue.xlsx");
    await writeFile(workbook, Buffer.from("PK\x03\x04 a zip archive", "latin1"));
    const refused = await runScript("import", [workbook], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("workbook, not a CSV file");
    expect(refused.out).toContain("nothing was written");
  });
});
