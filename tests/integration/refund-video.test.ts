/**
 * A refund's unboxing video as a file (docs/decisions/0240-refund-video-file.md), on the real
 * server: the owner attaches an MP4 (link optional), its type is read from its bytes and its
 * size held to 50 MB with the sentences of src/shared/attachments.ts, and the stored file opens
 * only with a file token of the owner or staff, never for a customer or a guest.
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { VIDEO_MAX_BYTES, VIDEO_RULE } from "../../src/shared/attachments";
import { VIDEO_REQUIRED } from "../../src/shared/refunds";
import { mp4, webm } from "../shared/videos";
import {
  type Catalogue,
  createCatalogue,
  createStaff,
  createUser,
  deliveredCopy,
  failure,
  guestClient,
  orderBody,
  superuserClient,
  type TestUser,
} from "./helpers";

let owner: PocketBase;
let staff: PocketBase;
let customer: TestUser;
let catalogue: Catalogue;

beforeAll(async () => {
  owner = await superuserClient();
  catalogue = await createCatalogue(owner);
  customer = await createUser(owner, "Nimal Video");
  staff = (await createStaff(owner, "Sunil")).pb;
});

const videoFile = (bytes: Uint8Array<ArrayBuffer> | string, name = "unboxing.mp4") =>
  new File([bytes], name, { type: "video/mp4" });

/** A customer's order, delivered now (the dashboard's import: a superuser create). */
async function delivered() {
  const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
  const placed = await customer.pb.collection("orders").create(body);
  return deliveredCopy(owner, await owner.collection("orders").getOne(placed.id), Date.now());
}

function refund(pb: PocketBase, order: string, fields: Record<string, unknown>) {
  return pb.collection("orderactions").create({
    clientId: randomUUID(),
    order,
    action: "refund",
    fromStatus: "Delivered",
    amount: 100,
    note: "Bottle broken",
    ...fields,
  });
}

async function refusedWith(call: Promise<unknown>) {
  const error = await failure(call);
  const data = error.response.data as Record<string, { message?: string }>;
  return { status: error.status, message: error.response.message, video: data.video?.message };
}

const refunded = async (order: string) => (await owner.collection("orders").getOne(order)).refunded;

/** What the stored video's address answers to `pb` (with its file token), or to a guest. */
async function open(stored: RecordModel, pb?: PocketBase) {
  const token = pb ? await pb.files.getToken() : "";
  const url = owner.files.getURL(stored, stored.video, token ? { token } : {});
  const response = await fetch(url);
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("a refund's unboxing video file", () => {
  it("is taken from the owner with or without a link, and needs one of them", async () => {
    const order = await delivered();
    const stored = await refund(owner, order.id, { video: videoFile(mp4()) });
    expect(stored.video).toMatch(/\.mp4$/);
    expect(stored.videoUrl).toBe("");
    const both = await refund(owner, order.id, {
      video: videoFile(mp4()),
      videoUrl: "https://drive.example.com/v.mp4",
    });
    expect(both.video).toMatch(/\.mp4$/);
    const neither = await refusedWith(refund(owner, order.id, { videoUrl: "" }));
    expect(neither.message).toBe(VIDEO_REQUIRED);
    expect(await refunded(order.id)).toBe(200);
  });

  it("takes a phone's MOV and a WebM, as PocketBase's own type check agrees", async () => {
    const order = await delivered();
    const mov = await refund(owner, order.id, { video: videoFile(mp4(64, "qt  "), "a.mov") });
    expect(mov.video).toMatch(/\.mov$/);
    const web = await refund(owner, order.id, { video: videoFile(webm(), "a.webm") });
    expect(web.video).toMatch(/\.webm$/);
  });

  it("refuses a file that is not a video, whatever its name says", async () => {
    const order = await delivered();
    const text = videoFile("These are my notes, not a video at all.", "unboxing.mp4");
    const refused = await refusedWith(refund(owner, order.id, { video: text }));
    expect(refused).toMatchObject({ status: 400, video: VIDEO_RULE.wrongType });
    expect(refused.message).toBe(VIDEO_RULE.wrongType);
    expect(await refunded(order.id)).toBe(0);
  });

  it("refuses a video of more than 50 MB", async () => {
    const order = await delivered();
    const big = videoFile(mp4(VIDEO_MAX_BYTES + 1 - mp4(0).length));
    expect(big.size).toBe(VIDEO_MAX_BYTES + 1);
    const refused = await refusedWith(refund(owner, order.id, { video: big }));
    expect(refused).toMatchObject({ status: 400, video: VIDEO_RULE.tooBig });
    expect(await refunded(order.id)).toBe(0);
  });

  it("opens for the owner and staff with a file token, never for a customer or a guest", async () => {
    const order = await delivered();
    const bytes = mp4();
    const stored = await refund(owner, order.id, { video: videoFile(bytes) });
    expect(await open(stored, owner)).toEqual({ status: 200, bytes });
    expect((await open(stored, staff)).status).toBe(200);
    for (const pb of [customer.pb, undefined]) {
      const answer = await open(stored, pb);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.bytes).not.toEqual(bytes);
    }
  });

  it("is sent by the owner alone, and only on a refund", async () => {
    const order = await delivered();
    const staffRefund = await refusedWith(refund(staff, order.id, { video: videoFile(mp4()) }));
    expect(staffRefund.status).toBe(403);
    for (const pb of [customer.pb, guestClient()]) {
      const refused = await refusedWith(refund(pb, order.id, { video: videoFile(mp4()) }));
      expect([400, 401, 403]).toContain(refused.status);
    }
    const note = await refusedWith(
      staff.collection("orderactions").create({
        clientId: randomUUID(),
        order: order.id,
        action: "notes",
        staffNote: "Video from WhatsApp",
        video: videoFile(mp4()),
      }),
    );
    expect(note).toMatchObject({ status: 400, video: "Only a refund carries a video." });
    // the 50 MB allowance is the owner's: staff's uploads stop at the 1 MiB ceiling
    const big = await refusedWith(
      staff.collection("orderactions").create({
        clientId: randomUUID(),
        order: order.id,
        action: "notes",
        video: videoFile(mp4(2 * 1024 * 1024)),
      }),
    );
    expect(big.status).toBe(413);
    const history = await owner
      .collection("orderactions")
      .getFullList({ filter: owner.filter("order = {:id}", { id: order.id }) });
    expect(history).toEqual([]);
  });
});
