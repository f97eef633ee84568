// The element's DOM events: names and typed details. Every one bubbles and is composed, so a page hears it through
// the shadow root.
import { optionSpec, type EndReason, type GameEvent, type GameRecord, type Options, type Piece } from '../../../engine/src/on-demand.ts';
import type { WidgetError } from './game-session.ts';

/** `pw-trick`: a trick was decided. */
export interface TrickDetail {
  /** The trick's number (a whole war counts as one trick). */
  trick: number;
  /** The seat that took it (0-based). */
  winner: number;
  /** The winner's deciding face-up piece. */
  piece: Piece;
  /** The best other face-up piece, or null when nobody else could play on. */
  beaten: { seat: number; piece: Piece } | null;
  /** 0 for a plain battle, else how many war steps it took. */
  depth: number;
  /** Pieces in the pot. */
  pot: number;
}

/** `pw-war`: a tie started a war (depth 1) or made it go on (depth 2, 3...). */
export interface WarDetail {
  depth: number;
  /** The seats that tied. */
  seats: number[];
}

/** `pw-game-end`: the game is over. */
export interface GameEndDetail {
  /** The single winner, or -1 for a draw or several winners. */
  winner: number;
  winners: number[];
  losers: number[];
  draw: boolean;
  reason: EndReason;
  tricks: number;
  /** The whole game, ready to save and replay. */
  record: GameRecord;
}

/** `pw-error`: options, seed or record were refused; the table shows the same message. */
export interface ErrorDetail {
  /** The option in camelCase (warFaceDown), or "seed", "record", "record-src", "speed", "palette", "theme". */
  option: string;
  /** The same as the attribute a page writes (war-face-down). */
  attribute: string;
  message: string;
  allowed: string;
}

/** `pw-new-game`: a game started (from options and a seed, or from a record). */
export interface NewGameDetail {
  options: Options;
  /** The deal's seed; null while it must stay hidden (a hidden-information game with a seed the page did not set). */
  seed: number | null;
}

/** `pw-step`: one action was applied; `events` are the engine's events for it (face-up pieces only). */
export interface StepDetail {
  events: GameEvent[];
}

/** `pw-computer`: a computer seat of a decision game decided (Stacked Deck War's strong player thinks in a worker). */
export interface ComputerDetail {
  /** The seat that decided (0-based). */
  seat: number;
  /** Milliseconds it thought. */
  ms: number;
  /** Where it thought: in the Web Worker, or on the page's main thread (the quick players, or no worker possible). */
  where: 'worker' | 'main';
  /** Said once, when decisions moved to the main thread: why (a worker of another build, or an answer the rules refuse). */
  note?: string;
}

/** Every event the element fires, by name. */
/** Copy link was chosen: the link to the game at the step shown. A listener that calls preventDefault() copies it itself (the VS Code panel's host does). */
export interface LinkDetail {
  /**
   * The page's address (share-url) with `#g=1.…`: opens this game at this step. Without share-url it also names the
   * widget (`&w=…`), which opens it by itself there; in VS Code it is the code alone (`#g=1.…`).
   */
  link: string;
  /** The position the link shows. */
  step: number;
}

export interface PiecepackWarEventMap {
  'pw-trick': CustomEvent<TrickDetail>;
  'pw-war': CustomEvent<WarDetail>;
  'pw-game-end': CustomEvent<GameEndDetail>;
  'pw-error': CustomEvent<ErrorDetail>;
  'pw-new-game': CustomEvent<NewGameDetail>;
  'pw-step': CustomEvent<StepDetail>;
  'pw-computer': CustomEvent<ComputerDetail>;
  'pw-link': CustomEvent<LinkDetail>;
}

/** The `pw-error` detail of an error: the option, its attribute, the message and what is allowed. */
export function errorDetail(error: WidgetError): ErrorDetail {
  const spec = optionSpec(error.option);
  return { option: error.option, attribute: spec?.flag ?? error.option, message: error.message, allowed: error.allowed };
}

/** Dispatches a bubbling, composed event from `target`. */
export function fire<K extends keyof PiecepackWarEventMap>(target: EventTarget, name: K, detail: PiecepackWarEventMap[K]['detail']): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Events held back until the page's scripts have run. */
const held: (() => void)[] = [];

/**
 * Whether the page's own scripts have all run: the document has finished parsing and DOMContentLoaded has fired (module
 * and deferred scripts run before it). Until then a listener that a later script of the page adds is not there yet.
 */
function pageScriptsRan(): boolean {
  if (typeof document === 'undefined' || document.readyState === 'complete') return true;
  if (document.readyState === 'loading') return false;
  const navigation = navigationTiming();
  return navigation === undefined || navigation.domContentLoadedEventEnd > 0;
}

function navigationTiming(): PerformanceNavigationTiming | undefined {
  return performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
}

function releaseHeld(): void {
  // After every DOMContentLoaded listener of the page (a listener may be added in one of them).
  setTimeout(() => {
    for (const send of held.splice(0)) send();
  }, 0);
}

/**
 * Fires like `fire`, except while the page is still loading: then the event waits until the page's scripts have run,
 * so that the usual blog order (the element's script first, a script adding listeners after) hears the first game and
 * its errors. Events keep their order.
 */
export function fireWhenHeard<K extends keyof PiecepackWarEventMap>(
  target: EventTarget,
  name: K,
  detail: PiecepackWarEventMap[K]['detail'],
): void {
  if (held.length === 0 && pageScriptsRan()) {
    fire(target, name, detail);
    return;
  }
  if (held.length === 0) {
    // DOMContentLoaded still to come: wait for it. Under way (we are in one of its listeners): right after it.
    const started = document.readyState !== 'loading' && (navigationTiming()?.domContentLoadedEventStart ?? 0) > 0;
    if (started) releaseHeld();
    else document.addEventListener('DOMContentLoaded', releaseHeld, { once: true });
  }
  held.push(() => fire(target, name, detail));
}

declare global {
  // Declaration merging: the DOM's event map gains the pw-* events (an empty body is how that is written).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends PiecepackWarEventMap {}
}
