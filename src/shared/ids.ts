/** An order number's 6 characters are drawn from these (the device's and the server's alike). */
export const ORDER_NUMBER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const ORDER_NUMBER_PATTERN = /^ORDER-[A-Z0-9]{6}$/;

/** A record id as PocketBase draws it: 15 lowercase letters or digits. */
export const RECORD_ID = /^[a-z0-9]{15}$/;

/** A device-made UUID: the idempotency key of every submission. */
export function newClientId(): string {
  return crypto.randomUUID();
}

/** ORDER- plus 6 random uppercase letters or digits, proposed by the client. */
export function newOrderNumber(random: (n: number) => Uint8Array = randomBytes): string {
  const bytes = random(6);
  let suffix = "";
  for (const byte of bytes) suffix += ORDER_NUMBER_ALPHABET[byte % ORDER_NUMBER_ALPHABET.length];
  return `ORDER-${suffix}`;
}

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}
