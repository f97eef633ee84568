// A stand-in for the browser's voice (speechSynthesis), installed when imported, for the narration tests: what it was
// given to say, one utterance at a time, and what a test may ask of it (a slow voice, one held until `finish`).
/** What was spoken, in order. */
export const spoken: string[] = [];

/**
 * A voice, as the browser's: it says one utterance at a time (each taking `voice.ms`, or, with `voice.held`, until the
 * test calls `finish`), queues what it is given while it speaks, reports whether it is speaking, and `cancel` cuts off
 * the utterance being said (counted) and drops its queue; `longest` is the longest queue it held.
 */
export const voice = {
  ms: 0,
  held: false,
  cut: 0,
  longest: 0,
  queue: [] as SpeechSynthesisUtterance[],
  now: null as SpeechSynthesisUtterance | null,
};

/** A fresh voice that has said nothing (for a test's beforeEach). */
export function resetVoice(): void {
  spoken.length = 0;
  Object.assign(voice, { ms: 0, held: false, cut: 0, longest: 0, queue: [], now: null });
}

function sayNext(): void {
  const u = voice.queue.shift() ?? null;
  voice.now = u;
  if (!u) return;
  spoken.push(u.text);
  if (!voice.held) setTimeout(() => finish(u), voice.ms);
}

/** The voice reaches the end of utterance `u` (the one it says now, else nothing happens) and goes on to the next. */
export function finish(u: SpeechSynthesisUtterance | null = voice.now): void {
  if (!u || voice.now !== u) return;
  u.dispatchEvent(new Event('end'));
  sayNext();
}

speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
  voice.queue.push(u);
  voice.longest = Math.max(voice.longest, voice.queue.length);
  if (!voice.now) sayNext();
};
speechSynthesis.cancel = () => {
  if (voice.now) voice.cut++;
  voice.now = null;
  voice.queue.length = 0;
};
Object.defineProperty(speechSynthesis, 'speaking', { configurable: true, get: () => voice.now !== null });
