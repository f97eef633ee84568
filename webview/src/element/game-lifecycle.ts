// The game's lifecycle as one reactive controller, shaped like @lit/task (args read at each update, a run when they
// change, pending/complete/error): options, seed, record and language in; the record fetched from `record-src` (or read
// from a game link in the page's address), the parts, the decision games' chunk and their words awaited; a session
// out. It starts at once when everything is here (methods called right after a change act on the new game), which
// @lit/task cannot; a newer run aborts an older one (AbortController), so only the game last asked for ever reaches
// the table.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  PRESETS,
  VARIANT_NAMES,
  checkSeed,
  familyLoaded,
  loadFamily,
  resolveOptions,
  type Family,
  type OptionsInput,
} from '../../../engine/src/on-demand.ts';
import { decisionsLoaded, isDecisionFamily, loadDecisions } from '../game/decisions-loader.ts';
import { GameError, GameSession, messageOf, type WidgetError } from '../game/game-session.ts';
import type { LanguageController } from '../i18n/language-controller.ts';
import { OPTION_ATTRIBUTE_NAMES, optionsFromAttributes } from './option-attributes.ts';
import { adoptPartStyles } from '../load/on-demand.ts';
import { loadPart, partReady, partStyles, partsFor } from '../art/card-loader.ts';
import { hasTable } from '../game/tables.ts';
import type * as RecordGame from '../game/record-game.ts';

/** The attributes that start a new game when they change: the options' and `seed`. */
export const GAME_ATTRIBUTES: readonly string[] = ['seed', ...OPTION_ATTRIBUTE_NAMES];

/** Where the lifecycle stands: no game asked for yet, one on its way, one on the table, or why none is. */
export type GameStatus = 'initial' | 'pending' | 'complete' | 'error';

/** What the page asks for besides the attributes (read at each update; a change starts a new game). */
export interface GameArgs {
  /** The `options` property, laid over the attributes. */
  options: OptionsInput;
  /**
   * The `record` property (null: none), or the game the widget's memory kept, being checked (a Promise of its record,
   * or of null: none to open), opened when it comes.
   */
  record: unknown;
  /** The `record-src` attribute. */
  recordSrc: string | undefined;
  /** A record on its way from elsewhere (a game link in the page's address, being read), opened at the first run. */
  recordFrom?: Promise<unknown> | null;
}

/** The lifecycle's inputs and what it tells the element, as @lit/task's config. */
export interface GameLifecycleConfig {
  args: () => GameArgs;
  /** A new game is asked for: the one on the table stops (its autoplay, its table's turns). */
  onRun: () => void;
  /** A game is on the table. */
  onComplete: (session: GameSession) => void;
  /** No game could start: why. */
  onError: (error: WidgetError) => void;
  /** What opening a record needs besides its game's parts (the element's replay), loading. */
  recordNeeds?: () => Promise<unknown> | null;
}

/** Opening a record (record-game.ts, with the engine's replay): imported the first time a record opens. */
let records: typeof RecordGame | null = null;

/** Loads record-game.ts (a failed load may be tried again); a file that cannot load is said as one. */
function loadRecords(): Promise<typeof RecordGame> {
  return import('../game/record-game.ts').then(
    (m) => (records = m),
    (e: unknown) => {
      throw new GameError(missingFile('piecepack-war-records.js', 'replay', e));
    },
  );
}

/** The options a record asks for ({} when it has none). */
export function recordOptions(record: unknown): OptionsInput {
  const options = (record as { options?: unknown } | null)?.options;
  return options && typeof options === 'object' ? (options as OptionsInput) : {};
}

/** A fresh random seed (the engine itself never draws randomness from outside). */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** A file beside the bundle that a game needs could not load. */
function missingFile(file: string, code: string, e: unknown): WidgetError {
  return {
    option: 'variant',
    message: `${file}, which this game needs, could not load (${messageOf(e)}): the files of piecepack-war travel together, in one folder`,
    allowed: '',
    code,
    values: { file },
  };
}

/** The variants the widget can show now, for error messages. */
function playableVariants(): string {
  return VARIANT_NAMES.filter((v) => hasTable(PRESETS[v].family)).join(', ');
}

/** The family the options ask for, or null when they are wrong (starting the game then says why). */
function familyOf(input: OptionsInput): Family | null {
  const r = resolveOptions(input);
  return r.ok ? r.value.family : null;
}

/** One deal to make: from the record, or from options and a seed. */
interface Deal {
  record: unknown;
  input: OptionsInput;
  seed: number | undefined;
}

/** The game of one element, from what the page asks for to the session on the table. */
export class GameLifecycle implements ReactiveController {
  status: GameStatus = 'initial';
  /** The game on the table, or null. */
  session: GameSession | null = null;
  /** Why no game is on the table, or null. */
  error: WidgetError | null = null;
  /** Whether the seed of the game on the table came from the page's `seed` attribute (the page's to show or not). */
  seedFromPage = false;
  /** The record open on the table (given, or fetched from `record-src`), or null: games deal from the options. */
  record: unknown = null;
  private seen: { args: GameArgs; attributes: string } | null = null;
  private abort: AbortController | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly language: LanguageController,
    private readonly config: GameLifecycleConfig,
  ) {
    host.addController(this);
  }

  /** Resolves once no game is on its way any more (a run started meanwhile is awaited too). */
  async settled(): Promise<void> {
    while (this.status === 'pending') await this.running;
  }

  /** Whether the page asked for another game since the last run. */
  get stale(): boolean {
    const args = this.config.args();
    const seen = this.seen;
    return (
      !seen ||
      seen.attributes !== this.attributes() ||
      seen.args.options !== args.options ||
      seen.args.record !== args.record ||
      seen.args.recordSrc !== args.recordSrc
    );
  }

  hostUpdate(): void {
    this.ensure();
  }

  /** Starts the game the page asks for now, if it changed (methods act on it at once rather than at the next render). */
  ensure(): void {
    if (this.stale) this.run();
  }

  /**
   * Starts a game: with `seed` a new deal of the same options (the record's, when one is open); without, the game the
   * page asks for (the open record, or the `seed` attribute, else a random seed). True unless it failed at once.
   */
  run(seed?: number): boolean {
    const args = this.config.args();
    const before = this.seen?.args;
    this.seen = { args, attributes: this.attributes() };
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    this.config.onRun();
    // What changed last decides the record: a record given opens it, options given close it, a new address fetches one.
    // At the first run, a record on its way (a game link in the address made for this widget: the reader's game) comes
    // before the page's record (a rules page's record-json opened at load) and record-src.
    let from: (() => Promise<unknown>) | null = null;
    // A record is fetched (record-loader.ts, with record-game.ts) only for a page that names one.
    const fetchFrom = (src: string | undefined) => (src ? () => loadRecords().then((m) => m.fetchRecord(src, abort.signal)) : null);
    const link = args.recordFrom;
    if (!before && link) {
      this.record = null;
      from = () => link;
    } else if (!before || args.record !== before.record) {
      this.record = args.record ?? null;
      const coming = this.record;
      if (coming instanceof Promise) {
        this.record = null;
        from = () => coming;
      } else if (!before && this.record === null) from = fetchFrom(args.recordSrc);
    } else if (args.options !== before.options) this.record = null;
    else if (args.recordSrc !== before.recordSrc) {
      this.record = null;
      from = fetchFrom(args.recordSrc);
    }
    if (from === null) return this.deal(seed, abort.signal);
    this.wait(
      from().then((record) => {
        if (abort.signal.aborted) return;
        this.record = record;
        this.deal(seed, abort.signal);
      }),
      abort.signal,
    );
    return true;
  }

  /** Deals (or opens the record) now, or once what the game needs has loaded. */
  private deal(seed: number | undefined, signal: AbortSignal): boolean {
    const record = this.record;
    const fromRecord = record !== null && seed === undefined;
    const deal: Deal = {
      record: fromRecord ? record : null,
      input: record !== null ? recordOptions(record) : { ...optionsFromAttributes(this.host), ...this.config.args().options },
      seed,
    };
    this.seedFromPage = false;
    if (!fromRecord && seed === undefined) {
      const attr = this.host.getAttribute('seed');
      if (attr === null) deal.seed = randomSeed();
      else {
        const checked = checkSeed(attr);
        if (!checked.ok) return this.fail({ ...checked.error });
        deal.seed = checked.value;
        this.seedFromPage = true;
      }
    }
    const needs = this.needs(deal.input);
    const forRecord = deal.record !== null ? this.config.recordNeeds?.() : null;
    if (forRecord)
      needs.push(
        forRecord.catch((e: unknown) => {
          throw new GameError(missingFile('piecepack-war-replay.js', 'replay', e));
        }),
      );
    if (deal.record !== null && !records) needs.push(loadRecords());
    if (needs.length === 0) return this.start(deal);
    this.wait(
      Promise.all(needs).then(() => {
        if (!signal.aborted) this.start(deal);
      }),
      signal,
    );
    return true;
  }

  /** What a game needs that is not here yet, loading: a part (card art...), the decision games and their words. */
  private needs(input: OptionsInput): Promise<unknown>[] {
    const needs: Promise<unknown>[] = partsFor(input)
      .filter((part) => !partReady(part))
      .map((part) =>
        loadPart(part).catch((e: unknown) => {
          throw new GameError(missingFile(`piecepack-war-${part}.js`, 'part', e));
        }),
      );
    const family = familyOf(input);
    // Tod und Leben's rules come with a file of their own (the decision games' with their chunk, below).
    if (family && !isDecisionFamily(family) && !familyLoaded(family))
      needs.push(
        loadFamily(family).catch((e: unknown) => {
          throw new GameError(missingFile('piecepack-war-tod.js', 'part', e));
        }),
      );
    if (family && isDecisionFamily(family)) {
      // The table speaks the page's language from its first word: its strings come with the chunk.
      if (!this.language.decisionsHere) needs.push(this.language.decisionsReady());
      if (!decisionsLoaded())
        needs.push(
          loadDecisions().catch((e: unknown) => {
            throw new GameError(missingFile('piecepack-war-decisions.js', 'decisions', e));
          }),
        );
    }
    return needs;
  }

  /** The game is on its way: nothing on the table until it comes (or says why not), unless a newer run came. */
  private wait(work: Promise<void>, signal: AbortSignal): void {
    this.status = 'pending';
    this.session = null;
    this.error = null;
    this.running = work.catch((e: unknown) => {
      if (signal.aborted) return;
      this.fail(e instanceof GameError ? e.error : { option: 'game', message: `the game could not start: ${messageOf(e)}`, allowed: '' });
    });
    this.host.requestUpdate();
  }

  private start(deal: Deal): boolean {
    let result: ReturnType<typeof GameSession.start>;
    try {
      result = deal.record !== null ? records!.openRecord(deal.record) : GameSession.start(deal.input, deal.seed);
    } catch (e) {
      result = { ok: false, error: { option: 'game', message: `the game could not start: ${messageOf(e)}`, allowed: '' } };
    }
    if (!result.ok) {
      // A family that cannot deal yet refuses with the "deal" option; for the reader that is a matter of the variant.
      const e = result.error;
      return this.fail(
        e.option === 'deal' && this.record === null ? { option: 'variant', message: e.message, allowed: playableVariants() } : e,
      );
    }
    const session = result.session;
    if (!hasTable(session.options.family))
      return this.fail({
        option: 'variant',
        message: `${session.options.variant} has no table in this widget yet`,
        allowed: playableVariants(),
      });
    // The look of the parts it needs comes with them (the cards'): the element's shadow root adopts it.
    for (const styles of partStyles(deal.input)) if (this.host.shadowRoot) adoptPartStyles(this.host.shadowRoot, styles);
    this.status = 'complete';
    this.session = session;
    this.error = null;
    this.host.requestUpdate();
    this.config.onComplete(session);
    return true;
  }

  /** No game: the error takes the table's place (also for a game that stopped: the table could not follow it). */
  fail(error: WidgetError): false {
    this.abort?.abort();
    this.status = 'error';
    this.session = null;
    this.error = error;
    this.host.requestUpdate();
    this.config.onError(error);
    return false;
  }

  /** The game attributes' values, as one key. */
  private attributes(): string {
    return JSON.stringify(GAME_ATTRIBUTES.map((name) => this.host.getAttribute(name)));
  }
}
