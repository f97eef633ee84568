// Every public entry point of the engine against hostile outside input: options that are not a plain object, throwing
// getters, Proxies (throwing, revoked, or answering differently on each read), huge values. Each returns an error value.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import * as engine from '../src/index.ts';
import {
  applyInPlace,
  isPlayValue,
  type PlaySettingName,
  checkSeed,
  cloneState,
  computerAction,
  createGame,
  FLIP,
  isVariant,
  OPTION_SPECS,
  optionSpec,
  parseOption,
  checkSimOptions,
  customDeck,
  levelOf,
  familyLoaded,
  loadFamily,
  type Family,
  parseGive,
  prepareDeal,
  readRecord,
  historyOf,
  decodeShare,
  openShare,
  plainCopy,
  plainJson,
  readJson,
  recordHistory,
  replay,
  resolveOptions,
  shown,
  simulate,
  simulatedRecord,
  variantFigures,
  stackedDeal,
  startFigures,
  startSimulation,
  step,
  viewOf,
  VARIANT_NAMES,
  type WarOptions,
  type Action,
  type GameState,
  type OptionsInput,
  type PreparedDeal,
  type StackedSetup,
} from '../src/index.ts';
import { rulesOf } from '../src/rules.ts';

const MB = 'x'.repeat(1 << 20);
const war = (() => {
  const r = resolveOptions({ variant: 'war-cards' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value as WarOptions;
})();

/** An object whose every read throws. */
const throwing = new Proxy(
  {},
  {
    get: () => {
      throw new Error('get');
    },
    has: () => {
      throw new Error('has');
    },
    ownKeys: () => {
      throw new Error('ownKeys');
    },
    getOwnPropertyDescriptor: () => {
      throw new Error('descriptor');
    },
    getPrototypeOf: () => {
      throw new Error('prototype');
    },
  },
);
const revoked = (() => {
  const p = Proxy.revocable({}, {});
  p.revoke();
  return p.proxy;
})();
const revokedList = (() => {
  const p = Proxy.revocable([], {});
  p.revoke();
  return p.proxy;
})();
/** A getter that throws, among ordinary fields. */
const getter = (fields: Record<string, unknown>, name: string): Record<string, unknown> =>
  Object.defineProperty({ ...fields }, name, {
    enumerable: true,
    get: () => {
      throw new Error(`no ${name}`);
    },
  });
/** A value that reads as `first` once, then as `then` (a check and a later use would see different things). */
function fickle(first: Record<string, unknown>, then: Record<string, unknown>): Record<string, unknown> {
  const reads = new Map<string, number>();
  return new Proxy(
    { ...first },
    {
      get(target, key) {
        if (typeof key !== 'string') return Reflect.get(target, key);
        const n = (reads.get(key) ?? 0) + 1;
        reads.set(key, n);
        return n === 1 ? first[key] : then[key];
      },
    },
  );
}
const cycle: Record<string, unknown> = {};
cycle.self = cycle;
let deep: unknown = 1;
for (let i = 0; i < 5000; i++) deep = [deep];
const sparse = new Array(2 ** 32 - 1);

/** Outside values no caller should send, each of which some caller will. */
const HOSTILE: [string, unknown][] = [
  ['null', null],
  ['7', 7],
  ['[]', []],
  ['""', ''],
  ['true', true],
  ['NaN', NaN],
  ['10n', 10n],
  ['a symbol', Symbol('s')],
  ['a function', () => 1],
  ['a Date', new Date(0)],
  ['a Map', new Map()],
  ['no prototype', Object.create(null)],
  ['a throwing Proxy', throwing],
  ['a revoked Proxy', revoked],
  ['a revoked list Proxy', revokedList],
  ['a cycle', cycle],
  ['deep nesting', deep],
  ['a sparse list of 2^32-1', sparse],
  ['1 MB of text', MB],
  ['a list holding a throwing Proxy', [throwing]],
  ['an object with a throwing getter', getter({ variant: 'war' }, 'players')],
];

/** Asserts that `run` neither throws nor, when it returns a Result error, echoes more than a short piece of input. */
function survives(what: string, run: () => unknown): unknown {
  let out: unknown;
  assert.doesNotThrow(() => {
    out = run();
  }, what);
  if (out && typeof out === 'object' && 'ok' in out && out.ok === false) {
    const error = (out as unknown as { error: { message?: string; option?: string } }).error;
    assert.ok(String(error.message).length < 600, `${what}: a message of ${String(error.message).length} characters`);
    assert.ok(String(error.option ?? '').length < 100, `${what}: an option named with ${String(error.option).length} characters`);
  }
  return out;
}

const refused = (out: unknown): boolean => !!out && typeof out === 'object' && (out as { ok?: boolean }).ok === false;

function game(options: OptionsInput, seed = 1): GameState {
  const g = createGame(options, seed);
  if (!g.ok) assert.fail(g.error.message);
  return g.value;
}

/** Public functions whose every argument is the engine's own value (a state it made, resolved options, a spec, numbers it gave). */
const ENGINE_VALUES_ONLY = [
  'clearFiguresCache',
  'defaultPlayValues',
  'newRngState',
  'playAllowed',
  'secondsPerStep',
  'encodeShare',
  'shareLink',
  'GameHistory',
  'noteAt',
  'askAt',
  'sameMove',
  'allowedText',
  'autoAction',
  'below',
  'bestSeats',
  'buildDeck',
  'cellName',
  'cloneState',
  'cloneWarState',
  'computerRng',
  'coreFits',
  'countResult',
  'dealSpace',
  'emptyTally',
  'fail',
  'fullName',
  'presetError',
  'gameSeed',
  'givenDeal',
  'histogram',
  'lengthStats',
  'levelSeat',
  'makeRecord',
  'mergeTally',
  'newGame',
  'nextU32',
  'niceWidth',
  'ok',
  'optionsInput',
  'packSize',
  'pending',
  'pieceName',
  'piecesOf',
  'playGeneric',
  'progressOf',
  'progressUnitOf',
  'playOnBoard',
  'playOut',
  'quantile',
  'rankName',
  'rankTable',
  'rulesOf',
  'seedRng',
  'seedRngInto',
  'shuffleInPlace',
  'shuffleInts',
  'stackedTileName',
  'stateHash',
  'summarize',
  'unfitStacks',
  'viewerSeat',
  'warView',
  'wilson',
];

/** Public functions that take outside input, each called with a hostile value in every outside argument. */
const OUTSIDE: Record<string, (bad: unknown) => unknown[]> = {
  createGame: (bad) => [
    createGame(bad as OptionsInput, 1),
    createGame({}, bad),
    createGame({}, 1, bad as PreparedDeal),
    createGame({ variant: bad }, 1),
    createGame({ seats: [bad, 'human'] }, 1),
  ],
  levelOf: (bad) => [levelOf(bad as string)],
  familyLoaded: (bad) => [familyLoaded(bad as Family)],
  loadFamily: (bad) => {
    const loading = loadFamily(bad as Family);
    loading.catch(() => undefined);
    return [loading];
  },
  resolveOptions: (bad) => [resolveOptions(bad as OptionsInput), ...OPTION_SPECS.map((s) => resolveOptions({ [s.name]: bad }))],
  checkSeed: (bad) => [checkSeed(bad)],
  parseOption: (bad) => OPTION_SPECS.map((s) => parseOption(s, bad)),
  optionSpec: (bad) => [optionSpec(bad as string)],
  isVariant: (bad) => [isVariant(bad)],
  shown: (bad) => [shown(bad)],
  decodeShare: (bad) => [decodeShare(bad), decodeShare(`#g=1.${typeof bad === 'string' ? bad : 'x'}`)],
  openShare: (bad) => {
    const opening = openShare(bad);
    opening.catch(() => undefined);
    return [opening];
  },
  plainCopy: (bad) => [plainCopy(bad)],
  plainJson: (bad) => [plainJson(bad)],
  readJson: (bad) => [readJson(bad, 1000)],
  historyOf: (bad) => [historyOf(bad as OptionsInput, 1, []), historyOf({}, bad, []), historyOf({}, 1, [], bad as PreparedDeal)],
  recordHistory: (bad) => [
    recordHistory(bad),
    recordHistory({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [FLIP, bad] }),
    recordHistory({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [FLIP], notes: bad }),
  ],
  readRecord: (bad) => [
    readRecord(bad),
    readRecord({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [], notes: bad }),
    readRecord({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [], notes: { '0': bad } }),
    readRecord({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [], notes: { '0': { en: bad } } }),
    readRecord({ format: 'piecepack-war/record', version: 1, options: bad, seed: 1, actions: [] }),
    readRecord({ format: 'piecepack-war/record', version: 1, options: {}, seed: bad, actions: [] }),
    readRecord({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [FLIP, bad] }),
    readRecord({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [], final: bad }),
  ],
  replay: (bad) => [
    replay(bad),
    replay({ format: 'piecepack-war/record', version: 1, options: bad, seed: 1, actions: [] }),
    replay({ format: 'piecepack-war/record', version: 1, options: {}, seed: bad, actions: [] }),
    replay({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: bad }),
    replay({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [FLIP, bad] }),
    replay({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, deal: bad, actions: [] }),
    replay({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [], final: bad }),
  ],
  step: (bad) => VARIANT_NAMES.map((variant) => step(game({ variant }), bad as Action)),
  applyInPlace: (bad) => VARIANT_NAMES.map((variant) => applyInPlace(game({ variant }), bad as Action, [])),
  viewOf: (bad) => VARIANT_NAMES.map((variant) => viewOf(game({ variant }), bad as number)),
  computerAction: (bad) => VARIANT_NAMES.map((variant) => computerAction(game({ variant }), bad as number)),
  startSimulation: (bad) => [
    startSimulation(bad as OptionsInput, { games: 1, seed: 1 }),
    startSimulation({}, bad as { games: number; seed: number }),
    startSimulation({}, { games: bad as number, seed: 1 }),
    startSimulation({}, { games: 1, seed: bad as number }),
  ],
  startFigures: (bad) => [
    startFigures(bad as OptionsInput, { games: 1, seed: 1 }),
    startFigures({}, bad as { seed: number }),
    startFigures({}, { games: bad as number, seed: 1 }),
    startFigures({}, { seed: bad as number }),
  ],
  variantFigures: (bad) => [variantFigures(bad as OptionsInput, { games: 1, seed: 1 }), variantFigures({}, bad as { seed: number })],
  simulate: (bad) => [simulate(bad as OptionsInput, { games: 1, seed: 1 }), simulate({}, bad as { games: number; seed: number })],
  checkSimOptions: (bad) => [
    checkSimOptions(bad),
    checkSimOptions({ games: 1, seed: 1, give: bad }),
    checkSimOptions({ games: 1, seed: 1, onCycle: bad }),
  ],
  parseGive: (bad) => [parseGive(bad as string, war)],
  isPlayValue: (bad) => [isPlayValue('speed', bad), isPlayValue('sound', bad), isPlayValue(bad as PlaySettingName, 'normal')],
  customDeck: (bad) => [customDeck(bad as string)],
  simulatedRecord: (bad) => [
    simulatedRecord(bad as OptionsInput, { seed: 1 }, 0),
    simulatedRecord({}, bad as { seed: number }, 0),
    simulatedRecord({}, { seed: 1, give: bad as string }, 0),
    simulatedRecord({}, { seed: 1, exhaustive: bad as boolean }, 0),
    simulatedRecord({}, { seed: 1 }, bad as number),
  ],
  startSimulationResearch: (bad) => [
    startSimulation({}, { games: 1, seed: 1, give: bad as string }),
    startSimulation({}, { games: 1, seed: 1, exhaustive: bad as boolean }),
    startSimulation({ variant: 'war', deck: '3x2' }, { games: 1, seed: 1, exhaustive: true, first: bad as number }),
  ],
  stackedDeal: (bad) => [stackedDeal(bad as StackedSetup), stackedDeal({ decks: bad } as StackedSetup)],
  prepareDeal: (bad) => {
    const { pieces } = rulesOf(game({}).options as Parameters<typeof rulesOf>[0]);
    return [prepareDeal(pieces, 1, 2, bad), prepareDeal(pieces, 1, 2, [bad, ['5 of suns']])];
  },
};

describe('every public entry point against hostile input', function () {
  // Sized by count, never by time: the limit only ends a hung run. With two CPU burners beside the suite on a loaded
  // 2-core machine a case took more than mocha's default 60 s, so the limit is far above what a run needs.
  this.timeout(600_000);

  it("every function the engine exports is listed, as taking outside input or only the engine's own values", () => {
    const exported = Object.entries(engine)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k)
      .sort();
    assert.deepEqual(exported, [...ENGINE_VALUES_ONLY, ...Object.keys(OUTSIDE).filter((name) => name in engine)].sort());
  });

  for (const [name, call] of Object.entries(OUTSIDE))
    it(`${name}: hostile values never throw, and errors echo only a short piece of them`, () => {
      for (const [what, bad] of HOSTILE) for (const out of call(bad)) survives(`${name}(${what})`, () => out);
    });

  it('options that are not a plain object are an error value naming options, in createGame, resolveOptions, startSimulation and a record', () => {
    for (const bad of [null, 7, [], '', true, new Date(0), new Map(), throwing, revoked, [['variant', 'war']]]) {
      for (const r of [
        createGame(bad as OptionsInput, 1),
        resolveOptions(bad as OptionsInput),
        startSimulation(bad as OptionsInput, { games: 1, seed: 1 }),
      ]) {
        assert.ok(!r.ok, `${shown(bad)} accepted`);
        assert.equal(r.error.option, 'options');
      }
      const rec = replay({ format: 'piecepack-war/record', version: 1, options: bad, seed: 1, actions: [FLIP] });
      assert.ok(!rec.ok && rec.error.index === -1, `a record with options ${shown(bad)}`);
      assert.match(rec.error.message, /options/);
    }
    assert.ok(createGame(undefined as unknown as OptionsInput, 1).ok, 'no options at all is the default game');
  });

  it('an option whose getter throws is an error naming that option', () => {
    const r = createGame(getter({ variant: 'war' }, 'players'), 1);
    assert.ok(!r.ok && r.error.option === 'players', JSON.stringify(r));
  });

  it('a Proxy action that reads as a legal move once and as another one later is taken as read once', () => {
    const s = game({ variant: 'steal-war', seats: 'human,human' });
    const p = engine.pending(s)!;
    const legal = p.actions![0] as unknown as Record<string, unknown>;
    const r = step(s, fickle(legal, { type: 'steal/steal', seat: 0, from: cycle }) as unknown as Action);
    const expected = step(s, legal as unknown as Action);
    assert.ok(r.ok && expected.ok, !r.ok ? r.error.message : '');
    assert.deepEqual(r.value.state, expected.value.state);
  });

  it('a record or an action with a throwing getter is refused where it fails, the rest of the record untouched', () => {
    const actions = [FLIP, getter({ type: 'flip' }, 'type')];
    const r = replay({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions });
    assert.ok(!r.ok && r.error.index === 1, JSON.stringify(r));
    const t = replay(getter({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [] }, 'seed'));
    assert.ok(!t.ok && t.error.index === -1 && /seed/.test(t.error.message), JSON.stringify(t));
  });

  it('an action with a megabyte in any field is refused, with a short message, in every family', () => {
    const big = [MB, [MB], { [MB]: MB }, new Array(1 << 16).fill(7)];
    for (const variant of VARIANT_NAMES) {
      let s = game({ variant, seats: variant === 'stacked-deck' || variant === 'steal-war' ? 'human,human' : undefined });
      for (let i = 0; i < 12 && engine.pending(s); i++) {
        for (const legal of (engine.pending(s)!.actions ?? [FLIP]).slice(0, 2))
          for (const key of Object.keys(legal))
            for (const value of big) {
              const r = step(s, { ...legal, [key]: value });
              assert.ok(refused(r), `${variant}: ${key} = ${shown(value)} was accepted`);
              if (!r.ok) assert.ok(r.error.message.length < 600, `${variant} ${key}: ${r.error.message.length} characters`);
            }
        const next = engine.autoAction(s, true)!;
        const r = step(s, next);
        if (!r.ok) break;
        s = r.value.state;
      }
    }
  });

  it('any viewer that is not a seat index of the game is a spectator, in every family', () => {
    for (const variant of VARIANT_NAMES) {
      let s = game({ variant, seats: variant === 'stacked-deck' || variant === 'steal-war' ? 'computer,computer' : undefined });
      for (let i = 0; i < 30 && engine.pending(s); i++) {
        const a = engine.autoAction(s, true)!;
        const next = cloneState(s);
        applyInPlace(next, a, null);
        s = next;
      }
      const spectator = JSON.stringify(viewOf(s, null));
      for (const viewer of [32, 33, 64, -1, -32, NaN, 1.5, 0.5, Infinity, -Infinity, 2 ** 32, '0', '1', true, {}, [0]])
        assert.equal(JSON.stringify(viewOf(s, viewer as number)), spectator, `${variant}: viewer ${shown(viewer)}`);
    }
  });
});
