/**
 * The Litestream config the start command streams with and the restore command restores with
 * (scripts/lib/litestream.mjs): both databases, a change sent within a second, and REPLICA_URL
 * understood as a folder or an S3-compatible bucket, as the pinned binary itself reads it.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkedLitestream,
  litestreamConfig,
  parseReplicaUrl,
  writeLitestreamConfig,
} from "../../scripts/lib/litestream.mjs";

describe("the replica's Litestream config", () => {
  it("sends each change of both databases within a second", () => {
    const yaml = litestreamConfig({
      dataDir: "/srv/shop/pb_data",
      replica: parseReplicaUrl("/mnt/r"),
    });
    expect(yaml).toContain('- path: "/srv/shop/pb_data/data.db"');
    expect(yaml).toContain('- path: "/srv/shop/pb_data/auxiliary.db"');
    expect(yaml).toContain('path: "/mnt/r/data.db"');
    expect(yaml.match(/^ {8}sync-interval: 1s$/gm)).toHaveLength(2);
  });

  it("reads REPLICA_URL as a folder, a file:// URL or an s3:// bucket and path", () => {
    expect(parseReplicaUrl("replica")).toEqual({ kind: "folder", dir: path.resolve("replica") });
    expect(parseReplicaUrl("file:///mnt/r")).toEqual({ kind: "folder", dir: "/mnt/r" });
    expect(parseReplicaUrl("s3://bucket/shop/one/")).toEqual({
      kind: "s3",
      bucket: "bucket",
      prefix: "shop/one",
    });
    expect(() => parseReplicaUrl("sftp://host/x")).toThrow(
      "REPLICA_URL sftp://host/x: only a folder path or an s3:// URL is understood.",
    );
  });

  it("is read by the pinned Litestream as meant: a bucket at the endpoint, paths as written", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "shop-litestream-"));
    try {
      const dataDir = path.join(dir, "pb $HOME");
      const env = { REPLICA_ENDPOINT: "http://127.0.0.1:9", REPLICA_REGION: "auto" };
      const replica = parseReplicaUrl("s3://bucket/shop");
      const args = writeLitestreamConfig(path.join(dir, "litestream.yml"), {
        dataDir,
        replica,
        env,
      });
      const listed = execFileSync(checkedLitestream({}), ["databases", ...args], {
        encoding: "utf8",
      });
      // "$HOME" stays as written: with variables expanded the path would be another folder
      expect(listed).toContain(`${dataDir}/data.db`);
      expect(listed).toContain(`${dataDir}/auxiliary.db`);
      expect(listed.match(/\bs3\b/g)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
