/**
 * A short two-note chime for a new order or slip while /admin is open, made with Web Audio (no
 * sound file to download or cache). Browsers let a page play sound only after a tap or key
 * press, so the context is made on the first one; until then, and with the sound switched off,
 * nothing plays.
 */
const SOUND_KEY = "admin-sound";

let context: AudioContext | undefined;

export function soundOn(): boolean {
  return localStorage.getItem(SOUND_KEY) !== "off";
}

export function setSoundOn(on: boolean): void {
  localStorage.setItem(SOUND_KEY, on ? "on" : "off");
}

/** Call from a tap or key press: after it the page may play sound. */
export function armSound(): void {
  if (typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  if (context.state === "suspended") void context.resume();
}

/** Plays the chime (about a third of a second), if the page may and the owner wants it. */
export function chime(): void {
  if (context?.state !== "running" || !soundOn()) return;
  const start = context.currentTime;
  [880, 1320].forEach((frequency, i) => {
    if (!context) return;
    const at = start + i * 0.14;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.type = "sine";
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    tone.connect(gain).connect(context.destination);
    tone.start(at);
    tone.stop(at + 0.22);
  });
}
