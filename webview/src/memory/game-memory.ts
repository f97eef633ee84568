// A game's memory across reloads, as a reactive controller: an unfinished game in a page is kept in localStorage (per
// page, location.pathname, and per widget: its name, widget-name.ts, taken once in the page) as its record (options,
// seed, actions), and opened again on load when the widget asks for the same game (the same game attributes and
// options). A game the page opened (`record`, `record-src`, a game link) is the page's and is not kept; one the widget
// made itself from a kept game (Play on from here) is. What is stored is the record, nothing more. A hidden-information game (FAMILY_FACTS[family].hidden: Steal
// War, Stacked Deck War) is stored only when its seed came from the page's `seed` attribute: a random seed is the
// secret of its deal, and anyone could read it from the storage. `resume="off"` keeps nothing (and forgets what was
// kept); in a VS Code webview nothing is kept (VS Code restores a panel its own way); a page that refuses storage
// (a sandboxed iframe) simply has no memory; a stored value that cannot be read is removed, quietly. A stored game is
// checked before it is offered, by replaying it (record-game.ts, imported then: a page with nothing kept never loads
// it; a game whose rules come by loadFamily, Steal War and Stacked Deck War, once they have loaded): the widget waits
// for it as for any record on its way. The game is written when the page hides (a reload, a closed tab) as well as
// after each step.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { FAMILY_FACTS, loadFamily, resolveOptions, type GameRecord } from '../../../engine/src/on-demand.ts';
import type { GameLifecycle } from '../element/game-lifecycle.ts';
import type { GameSession } from '../game/game-session.ts';
import type { StepListener } from '../game/game-steps.ts';
import { widgetName } from '../replay/widget-name.ts';

/** Keys in localStorage start with this. */
export const MEMORY_PREFIX = 'piecepack-war:';
/** The shortest time between two writes while a game goes on (autoplay at full speed writes about twice a second). */
const WRITE_EVERY_MS = 400;

/** What is kept: which game the widget asked for (its attributes and options), and the game as a record. */
interface Kept {
  v: 1;
  asked: string;
  record: GameRecord;
}

/** The element as the memory reads it: its `resume` setting. */
export interface MemoryHost extends ReactiveControllerHost, HTMLElement {
  resume?: string;
}

/** The game the widget asks for now: its key (askedKey), and whether the page gave it as a record (the page keeps it). */
export interface Asked {
  key: string | null;
  fromPage: boolean;
}

/**
 * The game a widget asks for, as one key: its game attributes and its `options` property; null when the options cannot
 * be written as JSON (a BigInt, a cycle: the game then says why it cannot start, and nothing is kept).
 */
export function askedKey(host: Element, names: readonly string[], options: unknown): string | null {
  try {
    return JSON.stringify([names.map((n) => host.getAttribute(n)), options]);
  } catch {
    return null;
  }
}

/** Records the widget made itself (Play on from here): a game opened from one is the widget's to keep, not the page's. */
const ownRecords = new WeakSet<object>();

/** Marks `record` as the widget's own (see ownRecords). */
export function markOwnRecord(record: object): void {
  ownRecords.add(record);
}

/**
 * The game of `record` up to position `at` (0: its deal), as the widget's own game still (its memory may keep it), not
 * one the page opened. A walk-through's captions of the steps cut off go with them (notes name only positions there are).
 */
export function ownRecordUpTo(r: GameRecord, at: number): GameRecord {
  const record: GameRecord = { ...r, actions: r.actions.slice(0, at) };
  delete record.final;
  if (r.notes) record.notes = Object.fromEntries(Object.entries(r.notes).filter(([step]) => Number(step) <= at));
  if (r.asks) record.asks = Object.fromEntries(Object.entries(r.asks).filter(([step]) => Number(step) < at));
  markOwnRecord(record);
  return record;
}

/** Whether `record` (the element's `record` input) is the page's: given by it, not made by the widget itself. */
export function pageRecord(record: unknown): boolean {
  return record !== null && !(typeof record === 'object' && ownRecords.has(record));
}

/** localStorage, or null where the page may not use it (or it throws). */
function storage(): Storage | null {
  try {
    if ('acquireVsCodeApi' in globalThis) return null;
    return typeof localStorage === 'object' ? localStorage : null;
  } catch {
    return null;
  }
}

/** The memory of one widget. */
export class GameMemory implements ReactiveController, StepListener {
  /** The kept game, once checked (undefined: not yet; null: none, or one that cannot be read). */
  private kept: Kept | null | undefined;
  /** The stored game being checked (null: nothing stored), looked for once, when first asked for. */
  private checking: Promise<GameRecord | null> | null | undefined;
  /** The kept record offered to the lifecycle, until the widget asks for another game. */
  private offered: GameRecord | null = null;
  private declined = false;
  private written = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private told = false;
  /** The game asked for, as last offered. */
  private asked: Asked = { key: '', fromPage: true };
  /** This widget's name in the page (widget-name.ts), taken once while it is in the page, or null before. */
  private name: string | null = null;

  constructor(
    private readonly host: MemoryHost,
    private readonly game: GameLifecycle,
  ) {
    host.addController(this);
  }

  /**
   * The key of this widget in this page, or null before it was ever in the page. Taken once, at its first game (after
   * a framework has set its id): a widget that leaves the page (an app navigating) writes its last game under the key
   * it read it from.
   */
  get key(): string | null {
    this.name ??= widgetName(this.host);
    return this.name === null ? null : `${MEMORY_PREFIX}${location.pathname}:${this.name}`;
  }

  /**
   * The kept game to open instead of dealing, while the widget asks for the game that was kept: a Promise of its record
   * (of null when it cannot be read or was kept for another game), the same object each time, so the lifecycle sees no
   * change; null when nothing is stored, and once the widget asks for another game than the one it opened.
   */
  offer(asked: Asked): Promise<GameRecord | null> | null {
    this.asked = asked;
    if (this.declined || this.host.resume === 'off' || asked.fromPage || asked.key === null) return null;
    if (this.checking === undefined) this.checking = this.read();
    if (this.offered && this.kept?.asked !== asked.key) {
      // The kept game was opened and another is asked for now: it is not offered again (the new one is kept in its place).
      this.declined = true;
      this.offered = null;
      return null;
    }
    // While it is checked, and once it came to nothing (the lifecycle then dealt), the same Promise: nothing changes.
    return this.checking;
  }

  /** Whether `session` is the kept game, opened again (the element then says so, once). */
  resumed(session: GameSession): boolean {
    const kept = this.offered;
    if (this.told || !kept || session.actions.length !== kept.actions.length || session.seed !== kept.seed) return false;
    this.told = true;
    return true;
  }

  /**
   * After a render (the step road tells it, last): the game on the table is kept (or forgotten when it is over, or when
   * asked not to keep it), at most once every WRITE_EVERY_MS.
   */
  drawn(): void {
    if (this.timer !== undefined) return;
    const wait = Math.max(0, this.written + WRITE_EVERY_MS - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.write();
    }, wait);
  }

  hostConnected(): void {
    addEventListener('pagehide', this.onHide);
    document.addEventListener('visibilitychange', this.onHide);
  }

  hostDisconnected(): void {
    removeEventListener('pagehide', this.onHide);
    document.removeEventListener('visibilitychange', this.onHide);
    this.writeNow();
  }

  /** The page hides (a reload, another tab, a closed tab): the game is written now, not at the next timed write. */
  private readonly onHide = (): void => {
    if (document.visibilityState === 'hidden') this.writeNow();
  };

  /** Writes at once, the timed write then not needed. */
  private writeNow(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.write();
  }

  /** Keeps the game on the table now, or forgets the kept one. */
  write(): void {
    this.written = performance.now();
    const store = storage();
    // Nothing is written over a stored game still being checked.
    if (!store || (this.checking && this.kept === undefined)) return;
    const session = this.game.session;
    const key = this.key;
    if (key === null) return;
    const off = this.host.resume === 'off';
    try {
      if (off || !session || session.over) {
        if (off || session?.over) store.removeItem(key);
        return;
      }
      if (this.asked.fromPage || this.asked.key === null) return;
      const record = session.record();
      // A hidden deal's seed is its secret: kept only when the page itself set it (it is in the page already).
      if (FAMILY_FACTS[session.options.family].hidden && this.host.getAttribute('seed') !== String(record.seed)) {
        store.removeItem(key);
        return;
      }
      if (record.actions.length === 0) return;
      const kept: Kept = { v: 1, asked: this.asked.key, record };
      store.setItem(key, JSON.stringify(kept));
    } catch {
      // Storage full or refused: the game simply is not kept.
    }
  }

  /** The stored game, checked (a Promise), or null when nothing is stored; a value that cannot be read is removed. */
  private read(): Promise<GameRecord | null> | null {
    const store = storage();
    const key = this.key;
    if (!store || key === null) return null;
    let raw: Partial<Kept> | null;
    try {
      const text = store.getItem(key);
      if (text === null) return null;
      raw = JSON.parse(text) as Partial<Kept> | null;
      if (!raw || raw.v !== 1 || typeof raw.asked !== 'string') throw new Error('not a kept game');
    } catch {
      this.forget(key);
      return null;
    }
    const { asked, record } = raw;
    return this.check(record).then(
      (readable) => {
        if (!readable) this.forget(key);
        this.kept = readable ? { v: 1, asked, record: record! } : null;
        this.offered = this.kept && this.kept.asked === this.asked.key ? this.kept.record : null;
        return this.offered;
      },
      // The file that replays records could not load: the stored game stays, unread.
      () => (this.kept = null),
    );
  }

  /** Whether `record` replays (a decision game's rules loaded first); rejects when record-game.ts cannot load. */
  private async check(record: GameRecord | undefined): Promise<boolean> {
    const { replayError } = await import('../game/record-game.ts');
    const error = replayError(record);
    if (error === null) return true;
    const options = resolveOptions(record?.options ?? {});
    if (!options.ok || !/not loaded|have not loaded/.test(error)) return false;
    try {
      await loadFamily(options.value.family);
    } catch {
      return false;
    }
    return replayError(record) === null;
  }

  /** Removes the stored value under `key` (quietly: a refused storage leaves it). */
  private forget(key: string): void {
    try {
      storage()?.removeItem(key);
    } catch {
      // Refused: nothing to do.
    }
  }
}
