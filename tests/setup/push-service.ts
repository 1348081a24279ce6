/**
 * A local Web Push service for the tests, playing FCM's part: HTTPS with its own certificate
 * (made with openssl at test time; the shop's worker trusts it through NODE_EXTRA_CA_CERTS),
 * subscriptions with real P-256 keys, and every push decrypted (aes128gcm, RFC 8291, written
 * here from the RFC rather than with the library the shop sends with) and its VAPID JWT verified
 * (ES256, RFC 8292). A subscription can be told to answer 410, or 429 a number of times first.
 */
import { execFileSync } from "node:child_process";
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface ReceivedPush {
  subscription: string;
  payload: { title: string; body: string; url: string; tag: string };
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** answers to give before 201, in order */
  answers: { status: number; headers?: Record<string, string> }[];
  requests: number;
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 / RFC 8188: the plaintext of one aes128gcm push for this device. */
export function decryptPush(body: Buffer, device: { ecdh: Device["ecdh"]; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    device.ecdh.getPublicKey(),
    senderKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(device.auth, shared), keyInfo).subarray(0, 32);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // the last record ends with the delimiter 0x02, then zero padding
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: the claims of a valid `vapid t=…, k=…` header; throws on a bad signature. */
export function verifyVapid(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, token = "", vapidKey = ""] = match;
  const [head = "", claims = "", signature = ""] = token.split(".");
  const raw = Buffer.from(vapidKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("VAPID signature does not verify");
  if (JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") {
    throw new Error("VAPID JWT is not ES256");
  }
  return { claims: JSON.parse(Buffer.from(claims, "base64url").toString()), vapidKey };
}

export interface PushService {
  origin: string;
  /** the CA file for NODE_EXTRA_CA_CERTS (the service's self-signed certificate) */
  caFile: string;
  received: ReceivedPush[];
  /** a new device's PushSubscription.toJSON(); `answers` are given before 201 */
  subscribe(answers?: Device["answers"]): {
    endpoint: string;
    expirationTime: null;
    keys: { p256dh: string; auth: string };
  };
  requestsFor(endpoint: string): number;
  close(): Promise<void>;
}

/** Starts the service on a free port of 127.0.0.1. */
export async function startPushService(): Promise<PushService> {
  const dir = mkdtempSync(path.join(tmpdir(), "push-service-"));
  const keyFile = path.join(dir, "key.pem");
  const caFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      caFile,
    ],
    { stdio: "ignore" },
  );
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer(
    { key: readFileSync(keyFile), cert: readFileSync(caFile) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const id = request.url?.replace(/^\/push\//, "") ?? "";
        const device = devices.get(id);
        if (!device || request.method !== "POST") return response.writeHead(404).end();
        device.requests += 1;
        const answer = device.answers.shift();
        if (answer) return response.writeHead(answer.status, answer.headers).end();
        try {
          const { claims, vapidKey } = verifyVapid(request.headers.authorization);
          if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("encoding");
          const text = decryptPush(Buffer.concat(chunks), device);
          received.push({
            subscription: id,
            payload: JSON.parse(text),
            claims,
            vapidKey,
            headers: request.headers,
            at: Date.now(),
          });
          response.writeHead(201).end();
        } catch (error) {
          response.writeHead(400).end(String(error));
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    caFile,
    received,
    subscribe(answers = []) {
      const id = randomBytes(12).toString("hex");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, answers: [...answers], requests: 0 });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: auth.toString("base64url"),
        },
      };
    },
    requestsFor: (endpoint) => devices.get(endpoint.split("/").pop() ?? "")?.requests ?? 0,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
