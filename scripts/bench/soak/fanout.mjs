/** How the soak's product changes reach the phones holding a realtime stream. */

/**
 * For every product change: the phones subscribed when it was made, when 99% of them heard it,
 * and which of those (still on the same stream) never did.
 * @param {import("../types").SoakAudience} subscribers
 * @param {{add: (kind: string, ms: number) => void}} recorder
 */
export function trackFanout(subscribers, recorder) {
  /**
   * @typedef {{phone: import("../types").SoakPhone, stream: number}} Listener
   * @typedef {{sent: number, expected: Listener[], heard: number, done: boolean}} Change
   */
  /** @type {Map<string, Change>} */
  const changes = new Map();
  const progress = (/** @type {Change} */ change) => {
    if (!change.done && change.heard >= Math.ceil(change.expected.length * 0.99)) {
      change.done = true;
      recorder.add("change reaching 99% of subscribers", Date.now() - change.sent);
    }
  };
  subscribers.onProduct((marker) => {
    const change = changes.get(marker);
    if (!change) return;
    change.heard++;
    progress(change);
  });
  return {
    /**
     * @param {string} marker
     * @param {number} sent
     */
    expect(marker, sent) {
      const expected = subscribers.phones
        .filter((p) => p.since > 0 && p.since < sent)
        .map((p) => ({ phone: p, stream: p.stream }));
      // events may have come in before the edit's answer did
      const heard = expected.filter(({ phone }) => phone.seen.has(marker)).length;
      const change = { sent, expected, heard, done: false };
      changes.set(marker, change);
      progress(change);
    },
    result() {
      let missed = 0;
      let expected = 0;
      for (const [marker, change] of changes) {
        for (const { phone, stream } of change.expected) {
          if (phone.stream !== stream) continue; // its stream ended: the app pulls instead
          expected++;
          if (!phone.seen.has(marker)) missed++;
        }
      }
      return { changes: changes.size, expected, missed };
    },
  };
}
