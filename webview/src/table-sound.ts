// Sound and touch for the War table, loaded only when the page sets `sound` or `narrate` (or VS Code's
// piecepackWar.sound setting does). A flip clicks, a war booms, a won trick rings, all made in the browser with Web
// Audio (oscillators and a burst of noise: no files to download). The AudioContext is created only after the person
// has used the page (a click or a key: browsers refuse sound before that), and sound stays quiet while the page is
// hidden; on a touch screen a war and a win also give a short vibration where the browser allows it. With `narrate`,
// the live region's sentences are also spoken (speechSynthesis): the same sentences a screen reader hears, so never a
// face-down piece. Too fast to hear (autoplay faster than normal) is silent.
import type { GameEvent } from '../../engine/src/on-demand.ts';

/** The table after a render, as the element tells it. */
export interface TableMoment {
  /** The `sound` and `narrate` switches. */
  sound: boolean;
  narrate: boolean;
  /** The last step's events; whether its verdict still waits for the reveal; autoplay's flips per second (0: by hand). */
  events: readonly GameEvent[];
  held: boolean;
  rate: number;
  /** The live region's text, and its language. */
  said: string;
  locale: string;
}

/** A sound's name. */
export type SoundName = 'flip' | 'war' | 'win';

/** Autoplay faster than this many flips per second is silent (nobody could follow the sounds). */
const LOUDEST_RATE = 3;

/** Whether the person has used the page (the browser then allows sound). */
function activated(): boolean {
  const ua = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return ua ? ua.hasBeenActive : false;
}

/** Plays `name` on `ctx` now: short, soft, made of oscillators and noise. */
export function playSound(ctx: AudioContext, name: SoundName): void {
  const t = ctx.currentTime;
  const out = ctx.createGain();
  out.connect(ctx.destination);
  if (name === 'flip') {
    // A card's snap: 40 ms of filtered noise.
    const length = Math.floor(ctx.sampleRate * 0.04);
    const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length);
    const noise = ctx.createBufferSource();
    noise.buffer = buffer;
    const band = ctx.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.value = 2200;
    noise.connect(band).connect(out);
    out.gain.setValueAtTime(0.25, t);
    noise.start(t);
    return;
  }
  const notes = name === 'war' ? [110, 82.4] : [523.3, 659.3, 784];
  const step = name === 'war' ? 0.16 : 0.09;
  notes.forEach((f, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = name === 'war' ? 'triangle' : 'sine';
    osc.frequency.value = f;
    const at = t + i * step;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.18, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + step + 0.12);
    osc.connect(gain).connect(out);
    osc.start(at);
    osc.stop(at + step + 0.15);
  });
}

/** The sounds of one element's table. */
export class TableSound {
  private ctx: AudioContext | null = null;
  /** The events last heard (undefined: none yet; the first moment told is where listening starts). */
  private heardEvents: readonly GameEvent[] | undefined;
  /** A verdict's sound waiting for the reveal. */
  private waiting: SoundName | null = null;
  private spoken = '';

  /** After a render: the sounds of a new step (its flip now, its verdict once the reveal is over), and its words. */
  heard(now: TableMoment): void {
    this.narrate(now);
    const { events } = now;
    if (events !== this.heardEvents) {
      const first = this.heardEvents === undefined;
      this.heardEvents = events;
      this.waiting = null;
      if (first || !now.sound || now.rate > LOUDEST_RATE) return;
      if (events.some((e) => e.type === 'battle' || e.type === 'war')) this.play('flip');
      if (events.some((e) => e.type === 'game-end')) this.waiting = 'win';
      else if (events.some((e) => e.type === 'tie')) this.waiting = 'war';
      else if (events.some((e) => e.type === 'trick')) this.waiting = 'win';
    }
    if (this.waiting && !now.held && now.sound) {
      const name = this.waiting;
      this.waiting = null;
      setTimeout(() => this.play(name), 0);
    }
  }

  /** The element left the page: the audio is closed, the speech stopped. */
  stop(): void {
    void this.ctx?.close().catch(() => undefined);
    this.ctx = null;
    if (this.spoken && typeof speechSynthesis === 'object') speechSynthesis.cancel();
  }

  /** Plays a sound, if the person has used the page and it is on screen; a war or win also vibrates. */
  private play(name: SoundName): void {
    if (!activated() || document.hidden) return;
    const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
    if (!Context) return;
    try {
      this.ctx ??= new Context();
      if (this.ctx.state === 'suspended') void this.ctx.resume().catch(() => undefined);
      playSound(this.ctx, name);
    } catch {
      // No audio here: silence.
    }
    if (name !== 'flip' && typeof navigator.vibrate === 'function' && matchMedia('(pointer: coarse)').matches)
      navigator.vibrate(name === 'war' ? [30, 40, 30] : 25);
  }

  /** With `narrate`: the live region's new sentence, spoken. */
  private narrate(now: TableMoment): void {
    const text = now.said.trim();
    if (!now.narrate || text === this.spoken.trim() || typeof speechSynthesis !== 'object') return;
    this.spoken = text;
    if (!text || !activated()) return;
    speechSynthesis.cancel();
    const words = new SpeechSynthesisUtterance(text);
    words.lang = now.locale;
    speechSynthesis.speak(words);
  }
}
