// Narration's voice (speechSynthesis): each new message of the live region is spoken, as its short phrase (phrases.ts:
// "You take it, 5 over 3", "War!"), after the one being spoken ends, never cutting it off; when phrases pile up faster
// than they can be said (quick presses), the stale ones waiting are dropped and only the newest few are kept. It speaks
// only what it is given (the live region's words or phrases, which never name a face-down piece).

/** Phrases waiting behind the one being spoken, at most: older ones are dropped as newer ones come. */
export const SPEECH_WAITING_MAX = 2;
/**
 * Should a voice never report its end (no voice installed, a page in a background tab), the next goes on after this:
 * longer than a short phrase takes a slow voice (a phrase is at most about 40 characters), so a voice that does report
 * its end is never handed the next phrase while it still speaks.
 */
const FALLBACK_MS_PER_CHAR = 90;
const FALLBACK_MIN_MS = 4000;

/**
 * How long a sentence is given before the next goes on without its end, unless the voice still says it is speaking (a
 * busy machine's voice may take longer than this guess; the next waits for it rather than piling up in its queue).
 */
export function fallbackMs(text: string): number {
  return Math.max(FALLBACK_MIN_MS, text.length * FALLBACK_MS_PER_CHAR);
}

/** One element's voice: a short queue in front of speechSynthesis. */
export class Speech {
  /** The number of the last message given (spoken, waiting or passed over), so a message is said once. */
  private last = -1;
  private readonly waiting: { text: string; lang: string }[] = [];
  /** The number of the sentence being spoken now (0: none), and of the last one started (a stale end is ignored). */
  private speaking = 0;
  private started = 0;
  private fallback: ReturnType<typeof setTimeout> | undefined;

  /**
   * Message number `said` of the live region, as `text` in language `lang`: spoken when `allowed` (the person has used
   * the page) and new; the same words again under a new number (a second war in a row: "War!") are said again.
   */
  say(text: string, said: number, lang: string, allowed: boolean): void {
    const words = text.trim();
    if (said === this.last || typeof speechSynthesis !== 'object') return;
    this.last = said;
    if (!words || !allowed) return;
    this.waiting.push({ text: words, lang });
    if (this.waiting.length > SPEECH_WAITING_MAX) this.waiting.splice(0, this.waiting.length - SPEECH_WAITING_MAX);
    if (this.speaking === 0) this.next();
  }

  /** Silence now: what is being said stops, nothing waits (narration off, the element gone). */
  stop(): void {
    const busy = this.speaking !== 0 || this.waiting.length > 0;
    this.waiting.length = 0;
    this.done();
    this.last = -1;
    if (busy && typeof speechSynthesis === 'object') speechSynthesis.cancel();
  }

  /** Speaks the oldest sentence waiting; the next follows when it ends. */
  private next(): void {
    const line = this.waiting.shift();
    if (!line) return;
    const id = ++this.started;
    this.speaking = id;
    const ended = () => {
      if (this.speaking !== id) return;
      this.done();
      this.next();
    };
    const words = new SpeechSynthesisUtterance(line.text);
    words.lang = line.lang;
    words.addEventListener('end', ended);
    words.addEventListener('error', ended);
    const wait = fallbackMs(line.text);
    // No end yet: go on only if the voice has stopped speaking; while it still speaks, give it as long again.
    const overdue = () => {
      if (this.speaking !== id) return;
      if (speechSynthesis.speaking) this.fallback = setTimeout(overdue, wait);
      else ended();
    };
    this.fallback = setTimeout(overdue, wait);
    speechSynthesis.speak(words);
  }

  /** Nothing is being spoken any more. */
  private done(): void {
    clearTimeout(this.fallback);
    this.fallback = undefined;
    this.speaking = 0;
  }
}
