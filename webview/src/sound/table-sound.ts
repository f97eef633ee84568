// Sound and touch for the War table, loaded only when the page sets `sound` or `narrate` (or VS Code's
// piecepackWar.sound setting does). A flip clicks, a war booms, a trick the person takes rings upward and one another
// seat takes falls away, all made in the browser with Web Audio (oscillators and a burst of noise: no files to
// download). The AudioContext is created only after the person
// has used the page (a click or a key: browsers refuse sound before that), and sound stays quiet while the page is
// hidden; on a touch screen a war and a win also give a short vibration where the browser allows it. With `narrate`,
// each message of the live region is also spoken (speechSynthesis) as a short phrase (phrases.ts: "War!", "You take
// it, 5 over 3"), built from the same events, so never a face-down piece, one after another (speech.ts). Too fast to
// hear (autoplay faster than normal) is silent.
import type { GameEvent } from '../../../engine/src/on-demand.ts';
import { Speech } from './speech.ts';

/** The table after a render, as the element tells it. */
export interface TableMoment {
  /** The `sound` and `narrate` switches. */
  sound: boolean;
  narrate: boolean;
  /** The last step's events; whether its verdict still waits for the reveal; autoplay's flips per second (0: by hand). */
  events: readonly GameEvent[];
  held: boolean;
  rate: number;
  /** What narration speaks of the live region's message (its phrase), the message's number, and its language. */
  said: string;
  serial: number;
  locale: string;
  /** The one seat a person plays, or -1 (nobody's: every trick rings as won). */
  person: number;
}

/** A sound's name: `win` a trick or game the person takes (or anyone's, with no person), `lose` one another seat takes. */
export type SoundName = 'flip' | 'war' | 'win' | 'lose';

/** Each tune's notes (Hz), one after another: a rising chord for the person's, a falling minor one for another seat's. */
const TUNES: Record<Exclude<SoundName, 'flip'>, { notes: number[]; step: number; wave: OscillatorType; level: number }> = {
  war: { notes: [110, 82.4], step: 0.16, wave: 'triangle', level: 0.18 },
  win: { notes: [523.3, 659.3, 784], step: 0.09, wave: 'sine', level: 0.18 },
  lose: { notes: [392, 311.1, 261.6], step: 0.11, wave: 'triangle', level: 0.12 },
};

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
  const { notes, step, wave, level } = TUNES[name];
  notes.forEach((f, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = wave;
    osc.frequency.value = f;
    const at = t + i * step;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(level, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + step + 0.12);
    osc.connect(gain).connect(out);
    osc.start(at);
    osc.stop(at + step + 0.15);
  });
}

/** Whose verdict a step brings, as a sound: the person's (or anyone's, with no person) rings, another seat's falls. */
function verdictSound(events: readonly GameEvent[], person: number): SoundName | null {
  const mine = (seats: readonly number[]) => (person < 0 || seats.includes(person) ? 'win' : 'lose');
  for (const e of events) if (e.type === 'game-end') return e.result.draw ? 'win' : mine(e.result.winners);
  if (events.some((e) => e.type === 'tie')) return 'war';
  for (const e of events) if (e.type === 'trick' || e.type === 'stacked/decided') return mine([e.winner]);
  return null;
}

/** The sounds of one element's table. */
export class TableSound {
  private ctx: AudioContext | null = null;
  /** The events last heard (undefined: none yet; the first moment told is where listening starts). */
  private heardEvents: readonly GameEvent[] | undefined;
  /** A verdict's sound waiting for the reveal. */
  private waiting: SoundName | null = null;
  /** The live region's sentences, spoken one after another. */
  private readonly speech = new Speech();

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
      this.waiting = verdictSound(events, now.person);
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
    this.speech.stop();
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

  /** With `narrate`: the live region's new message, its short phrase spoken after the one being spoken (see speech.ts). */
  private narrate(now: TableMoment): void {
    if (!now.narrate) return this.speech.stop();
    this.speech.say(now.said, now.serial, now.locale, activated());
  }
}
