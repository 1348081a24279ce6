/**
 * The SDK-free realtime client (src/backend/realtime.ts) and fetchJson against a real
 * PocketBase: a change made on the server reaches the topic's listener; when the connection
 * drops (a TCP proxy that cuts every socket, the stream too) the client opens a new stream,
 * sends its topics again under the new clientId, calls its onConnect callbacks and hears the
 * changes made after; a first connection that fails rejects and stops.
 */
import { EventSource } from "eventsource";
import type PocketBase from "pocketbase";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fetchJson, globalFetch, ServerError } from "../../src/backend/fetch-json";
import { createRealtime, type RealtimeClient } from "../../src/backend/realtime";
import { sharedServerUrl } from "../setup/shared-server";
import { type CuttingProxy, startCuttingProxy } from "./fault-proxy";
import { type Catalogue, createCatalogue, superuserClient, unique } from "./helpers";

// Node 20 has no EventSource; the realtime client needs one (browsers and workers have it).
globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;

let admin: PocketBase;
let catalogue: Catalogue;
const cleanup: (() => void)[] = [];

beforeAll(async () => {
  admin = await superuserClient();
  catalogue = await createCatalogue(admin);
});

afterEach(() => {
  for (const step of cleanup.splice(0)) step();
});

type Heard = { action?: string; record?: { id?: string; name?: string } };

/** A realtime client at `url` recording what it hears and the subscriptions it POSTs. */
function watchedRealtime(url: string) {
  const heard: Heard[] = [];
  const posts: { clientId: string; subscriptions: string[] }[] = [];
  const realtime = createRealtime(url, (input, init) => {
    if (init?.method === "POST") posts.push(JSON.parse(String(init.body)));
    return globalFetch(input, init);
  });
  cleanup.push(() => realtime.close());
  return { realtime, heard, posts };
}

const rename = (name: string) => admin.collection("products").update(catalogue.plainId, { name });

/** Names the listener heard for the test product. */
const namesHeard = (heard: Heard[]) =>
  heard.filter((e) => e.record?.id === catalogue.plainId).map((e) => e.record?.name);

async function connected(realtime: RealtimeClient) {
  await expect.poll(() => realtime.isConnected, { timeout: 10_000 }).toBe(true);
}

async function cuttingProxy(): Promise<CuttingProxy> {
  const proxy = await startCuttingProxy(Number(new URL(sharedServerUrl()).port));
  cleanup.push(() => proxy.close());
  return proxy;
}

describe("realtime client", () => {
  it("hands a product change made on the server to the topic's listener", async () => {
    const { realtime, heard, posts } = watchedRealtime(sharedServerUrl());
    await realtime.subscribe("products/*", (data) => heard.push(data as Heard));
    expect(realtime.isConnected).toBe(true);
    expect(posts).toEqual([{ clientId: expect.any(String), subscriptions: ["products/*"] }]);
    const name = unique("Live");
    await rename(name);
    await expect.poll(() => namesHeard(heard), { timeout: 5000 }).toContain(name);
    expect(heard.find((e) => e.record?.name === name)?.action).toBe("update");
  });

  it("after the connection drops, reconnects, subscribes again and hears later changes", async () => {
    const proxy = await cuttingProxy();
    const { realtime, heard, posts } = watchedRealtime(proxy.url);
    let connects = 0;
    await realtime.onConnect(() => connects++);
    await realtime.subscribe("products/*", (data) => heard.push(data as Heard));
    await connected(realtime);
    expect(connects).toBe(1);

    proxy.cut();
    await expect.poll(() => realtime.isConnected).toBe(false);
    proxy.restore();
    await connected(realtime);
    // the new stream has its own clientId, and the topics went to the server under it
    await expect.poll(() => connects).toBe(2);
    const [first, again] = [posts[0], posts.at(-1)];
    expect(again?.subscriptions).toEqual(["products/*"]);
    expect(again?.clientId).not.toBe(first?.clientId);

    const name = unique("After the cut");
    await rename(name);
    await expect.poll(() => namesHeard(heard), { timeout: 5000 }).toContain(name);
  });

  it("keeps trying while the shop stays away, then connects when it answers", async () => {
    const proxy = await cuttingProxy();
    const { realtime, heard } = watchedRealtime(proxy.url);
    let connects = 0;
    await realtime.subscribe("products/*", (data) => heard.push(data as Heard));
    await realtime.onConnect(() => connects++);
    proxy.cut();
    // several reconnects fail (0.2 s, 0.3 s, 0.5 s, 1 s ...) before the shop is back
    await expect.poll(() => proxy.refused(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(realtime.isConnected).toBe(false);
    proxy.restore();
    await connected(realtime);
    await expect.poll(() => connects).toBe(1);
    const name = unique("Back");
    await rename(name);
    await expect.poll(() => namesHeard(heard), { timeout: 5000 }).toContain(name);
  });

  it("rejects a first subscribe the shop does not answer, with status 0, and stops", async () => {
    const proxy = await cuttingProxy();
    proxy.cut();
    const { realtime } = watchedRealtime(proxy.url);
    const error = await thrown(realtime.subscribe("products/*", () => {}));
    expect(error.status).toBe(0);
    proxy.restore();
    // a client that kept trying would be back within its first two delays (0.2 s, 0.3 s)
    await new Promise((r) => setTimeout(r, 1000));
    expect(proxy.accepted()).toBe(0);
    expect(realtime.isConnected).toBe(false);
  });

  it("hears nothing more after close()", async () => {
    const { realtime, heard } = watchedRealtime(sharedServerUrl());
    await realtime.subscribe("products/*", (data) => heard.push(data as Heard));
    // a client left open, which hears the change when the closed one would have
    const witness = watchedRealtime(sharedServerUrl());
    await witness.realtime.subscribe("products/*", (data) => witness.heard.push(data as Heard));
    realtime.close();
    expect(realtime.isConnected).toBe(false);
    const name = unique("Unheard");
    await rename(name);
    await expect.poll(() => namesHeard(witness.heard), { timeout: 5000 }).toContain(name);
    expect(heard).toEqual([]);
  });
});

/** The ServerError a request throws (the test fails when it does not throw one). */
async function thrown(request: Promise<unknown>): Promise<ServerError> {
  const error = await request.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ServerError)) throw new Error(`expected a ServerError, got ${error}`);
  return error;
}

describe("fetchJson", () => {
  it("returns the JSON body, or throws the server's status and message, or status 0", async () => {
    const base = sharedServerUrl();
    const page = await fetchJson<{ items: unknown[] }>(
      globalFetch,
      `${base}/api/collections/products/records?perPage=1&skipTotal=true`,
    );
    expect(page.items).toHaveLength(1);

    const missing = await thrown(fetchJson(globalFetch, `${base}/api/collections/nope/records`));
    expect([missing.status, missing.message]).toEqual([404, "Missing collection context."]);

    const proxy = await cuttingProxy();
    proxy.cut();
    const refused = await thrown(fetchJson(globalFetch, `${proxy.url}/api/health`));
    expect([refused.status, refused.isAbort]).toEqual([0, false]);
  });
});
