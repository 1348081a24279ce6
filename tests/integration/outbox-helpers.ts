/** Shared fixtures of the outbox integration tests. */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";

export function inquiry(message = "Do you stock the blue trainers?") {
  return {
    clientId: randomUUID(),
    name: "Nimali",
    email: "nimali@example.com",
    subject: "Trainers",
    message,
  };
}

/** Counts the HTTP requests a client makes to a collection's create endpoint. */
export function countCreates(client: PocketBase): () => number {
  let n = 0;
  client.beforeSend = (url, options) => {
    if (options.method === "POST" && /\/records$/.test(url)) n++;
    return { url, options };
  };
  return () => n;
}
