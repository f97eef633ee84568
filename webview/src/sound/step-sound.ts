// The table's sound and narration as a listener of the step road (game-steps.ts): after each render it tells the
// sounds (table-sound.ts, loaded the first time the page turns `sound` or `narrate` on) the step drawn, whether its
// verdict still waits for the reveal, and the live region's message; it stops them when the element leaves the page.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Announcer } from '../game/announcer.ts';
import type { DrawnStep, StepListener } from '../game/game-steps.ts';
import { OnDemand } from '../load/on-demand.ts';
import { personSeat } from '../war-family/announce.ts';
import type { TableSound } from './table-sound.ts';

/** The element as sound reads it: its two switches. */
export interface SoundHost extends ReactiveControllerHost {
  sound: boolean;
  narrate: boolean;
}

/** What sound reads at each render besides the step: autoplay's flips per second (0: by hand), the words' language. */
export interface SoundPace {
  rate(): number;
  locale(): string;
}

/** Sound and narration of one element's table. */
export class StepSound implements ReactiveController, StepListener {
  private readonly sounds: OnDemand<TableSound>;

  constructor(
    private readonly host: SoundHost,
    private readonly announcer: Announcer,
    private readonly pace: SoundPace,
  ) {
    host.addController(this);
    this.sounds = new OnDemand(host, () => import('./table-sound.ts').then((m) => new m.TableSound()));
  }

  /** After a render: the step's sounds (its verdict's once the reveal is over) and the live region's message spoken. */
  drawn({ session, events, held }: DrawnStep): void {
    const { sound, narrate } = this.host;
    const sounds = sound || narrate ? this.sounds.get() : this.sounds.value;
    if (!sounds) return;
    const [said, serial, locale] = [this.announcer.phrase, this.announcer.said, this.pace.locale()];
    const person = personSeat(session?.options.seats);
    sounds.heard({ sound, narrate, events, held, rate: this.pace.rate(), said, serial, locale, person });
  }

  hostConnected(): void {}

  /** The element left the page: the audio is closed, the speech stopped. */
  hostDisconnected(): void {
    this.sounds.value?.stop();
  }
}
