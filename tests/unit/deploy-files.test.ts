/**
 * The deploy files as docs/operations.md tells the owner to copy them: data and backups
 * readable by the shop's user only, and a Caddy site that turns on HSTS and keeps reset and file
 * tokens out of its access log (checked against Caddy 2.6 by hand: `caddy adapt`, and a request
 * with ?token= and a Referer logged as REDACTED and without the header).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const deploy = (name: string) => readFileSync(path.join(__dirname, "../../deploy", name), "utf8");

describe("deploy files", () => {
  it("run the shop and its backups with a umask that keeps others out", () => {
    for (const unit of ["shop.service", "shop-backup.service"]) {
      expect(deploy(unit)).toMatch(/^UMask=0077$/m);
    }
  });

  it("offer the replica's settings commented out, each one the start command reads", () => {
    const env = deploy("shop.env.example");
    const names = [...env.matchAll(/^# ((?:REPLICA|LITESTREAM)_[A-Z_]+)=/gm)].map((m) => m[1]);
    expect(names).toEqual(
      expect.arrayContaining(["REPLICA_URL", "REPLICA_ENDPOINT", "LITESTREAM_ACCESS_KEY_ID"]),
    );
    // a copied example must not point the shop at a replica folder that is not there
    expect(env).not.toMatch(/^REPLICA_URL=/m);
    const code = readFileSync(path.join(__dirname, "../../scripts/lib/litestream.mjs"), "utf8");
    for (const name of names.filter((n) => n?.startsWith("REPLICA_") && n !== "REPLICA_URL")) {
      expect(code).toContain(`env.${name}`);
    }
  });

  it("give Caddy HSTS and an access log without tokens or the Referer that carries them", () => {
    const caddy = deploy("Caddyfile");
    expect(caddy).toMatch(/^\s*header Strict-Transport-Security "max-age=31536000"$/m);
    expect(caddy).toMatch(/format filter \{[\s\S]*request>uri query \{\s*replace token REDACTED/);
    expect(caddy).toMatch(/request>headers>Referer delete/);
  });
});
