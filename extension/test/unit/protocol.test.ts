// The message bridge's checks: valid messages pass unchanged, anything unknown or malformed is refused with a reason,
// and no input whatsoever makes a check throw (property test over arbitrary JSON).
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import { defaultPlayValues, PLAY_SETTING_NAMES, PLAY_SETTINGS, type PlaySettingSpec } from '../../../engine/src/index.ts';
import {
  checkHostMessage,
  checkRecord,
  checkWebviewMessage,
  PANEL_COMMANDS,
  type HostMessage,
  type WebviewMessage,
} from '../../src/protocol.ts';
import { readSettings, gameSetup } from '../../src/settings.ts';
import { emptyStats } from '../../src/stats.ts';
import { snapshot } from '../../src/stats-rows.ts';
import { finishedRecord } from './helpers.ts';
import { runs } from '../../../scripts/test-size.ts';

const record = finishedRecord({ variant: 'war' }, 2);

describe('protocol', () => {
  it('passes every kind of valid webview message', () => {
    const valid: WebviewMessage[] = [
      { type: 'ready' },
      { type: 'progress', record, over: false, speed: 'fast', autoplayed: false },
      { type: 'gameEnd', record, autoplayed: true },
      { type: 'focus' },
      { type: 'elementError', option: 'packs', message: 'packs must be...' },
      ...PANEL_COMMANDS.map((command): WebviewMessage => ({ type: 'command', command })),
    ];
    for (const msg of valid) assert.deepEqual(checkWebviewMessage(JSON.parse(JSON.stringify(msg))), { ok: true, value: msg });
  });

  it('refuses unknown and malformed webview messages with a reason', () => {
    const bad: [unknown, RegExp][] = [
      [null, /not an object/],
      ['ready', /not an object/],
      [[{ type: 'ready' }], /not an object/],
      [{ type: 'hack' }, /unknown message type "hack"/],
      [{ type: 'command', command: 'rm -rf' }, /unknown command/],
      [{ type: 'progress', record, over: 'no', speed: 'fast', autoplayed: false }, /over/],
      [{ type: 'progress', record, over: false, speed: 'x'.repeat(500), autoplayed: false }, /speed/],
      [{ type: 'gameEnd', record }, /autoplayed/],
      [{ type: 'gameEnd' }, /record is not an object/],
      [{ type: 'gameEnd', record: { ...record, format: 'chess' } }, /format/],
      [{ type: 'gameEnd', record: { ...record, seed: -1 } }, /seed/],
      [{ type: 'gameEnd', record: { ...record, actions: [{ kind: 'flip' }] } }, /action/],
      [{ type: 'gameEnd', record: { ...record, actions: [{ type: 'flip', deep: { a: { b: { c: 1 } } } }] } }, /action/],
      [{ type: 'gameEnd', record: { ...record, options: 'war' } }, /options/],
      [{ type: 'elementError', option: 7, message: 'x' }, /short text/],
      [{ type: 'elementError', option: 'x', message: 'y'.repeat(5000) }, /short text/],
    ];
    for (const [raw, why] of bad) {
      const r = checkWebviewMessage(raw);
      assert.ok(!r.ok, JSON.stringify(raw)?.slice(0, 80));
      assert.match(r.reason, why);
    }
  });

  it("passes the host's messages and refuses malformed ones", () => {
    const settings = readSettings(() => undefined);
    const stats = snapshot(emptyStats(), { variant: 'war', config: {} }, { readOnly: false, setAside: 0 });
    const report = {
      variant: 'war',
      title: 'War',
      config: '',
      state: 'running',
      done: 5,
      total: 10,
      finished: 5,
      draws: 0,
      capped: 0,
      cycles: 0,
      unit: 'tricks',
      mean: 3.5,
      median: 3,
      p90: 5,
      max: 9,
      seats: [{ name: 'Seat 1', wins: 3 }],
      histogram: [{ from: 0, to: 5, count: 5 }],
      threads: 2,
      inHost: null,
      elapsedMs: 12.5,
    } as const;
    const good: HostMessage[] = [
      {
        type: 'init',
        view: 'game',
        game: gameSetup(settings),
        resume: { record, autoplayed: false },
        stats,
        strings: { newGame: 'New Game' },
      },
      { type: 'init', view: 'stats', game: null, resume: null, stats, strings: {} },
      { type: 'newGame', game: gameSetup(settings) },
      { type: 'play', play: settings.play },
      { type: 'stats', stats },
      { type: 'simulation', report: { ...report, seats: [...report.seats], histogram: [...report.histogram] } },
      { type: 'rejected', reason: 'because' },
    ];
    for (const msg of good) assert.ok(checkHostMessage(JSON.parse(JSON.stringify(msg))).ok, msg.type);
    const bad: unknown[] = [
      { type: 'init', view: 'chess', game: null, resume: null, stats: null, strings: {} },
      { type: 'init', view: 'game', game: null, resume: { record, autoplayed: 'yes' }, stats: null, strings: {} },
      { type: 'simulation', report: { ...report, state: 'paused' } },
      { type: 'simulation', report: { ...report, seats: [{ name: 'Seat 1', wins: -1 }] } },
      { type: 'stats', stats: { ...stats, rows: [{ variant: 'war' }] } },
      { type: 'newGame', game: { ...gameSetup(settings), attributes: { 'on<click>': 'x' } } },
      { type: 'play', play: { autoplay: 'yes', speed: 'max', palette: 'classic' } },
      { type: 'eval', code: '1' },
    ];
    for (const raw of bad) assert.ok(!checkHostMessage(raw).ok, JSON.stringify(raw));
  });

  it("refuses play settings outside the engine's PLAY_SETTINGS table: a value it does not list, a missing or an extra one", () => {
    const play = defaultPlayValues();
    assert.ok(checkHostMessage({ type: 'play', play }).ok);
    for (const name of PLAY_SETTING_NAMES) {
      const spec: PlaySettingSpec = PLAY_SETTINGS[name];
      for (const value of spec.kind === 'boolean' ? [true, false] : spec.values)
        assert.ok(checkHostMessage({ type: 'play', play: { ...play, [name]: value } }).ok, `${name}: ${String(value)}`);
      const outside = spec.kind === 'boolean' ? ['yes', 1, null] : ['warp', 'x'.repeat(30), 5, true];
      for (const value of outside)
        assert.equal(checkHostMessage({ type: 'play', play: { ...play, [name]: value } }).ok, false, `${name}: ${String(value)}`);
      const { [name]: _dropped, ...missing } = play;
      assert.equal(checkHostMessage({ type: 'play', play: missing }).ok, false, `${name} missing`);
    }
    assert.equal(checkHostMessage({ type: 'play', play: { ...play, volume: 11 } }).ok, false, 'a setting the table lacks');
    assert.equal(
      checkHostMessage({ type: 'newGame', game: { attributes: {}, play: { ...play, palette: 'neon' }, title: 'War' } }).ok,
      false,
    );
  });

  it('a real game record passes the record check', () => {
    assert.ok(checkRecord(record).ok);
  });

  it('property: no input makes a check throw; a message passes exactly when its type is known and its fields fit, and a refusal says why', () => {
    const WEBVIEW_TYPES = ['ready', 'progress', 'gameEnd', 'focus', 'elementError', 'command'];
    const HOST_TYPES = ['init', 'newGame', 'play', 'stats', 'simulation', 'rejected'];
    const message = fc.record({
      type: fc.constantFrom('ready', 'progress', 'gameEnd', 'command', 'init', 'stats', 'focus', 'rejected', 'nonsense'),
      record: fc.jsonValue(),
      command: fc.oneof(fc.constantFrom(...PANEL_COMMANDS), fc.string()),
      reason: fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null), fc.array(fc.string())),
    });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), message), (raw) => {
        const type = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { type?: unknown }).type : undefined;
        const w = checkWebviewMessage(raw);
        const h = checkHostMessage(raw);
        if (w.ok) assert.ok(WEBVIEW_TYPES.includes(w.value.type) && w.value.type === type, `passed as ${w.value.type}`);
        else assert.ok(w.reason.length > 0 && w.reason.length < 300, w.reason);
        if (h.ok) assert.ok(HOST_TYPES.includes(h.value.type) && h.value.type === type, `passed as ${h.value.type}`);
        else assert.ok(h.reason.length > 0 && h.reason.length < 300, h.reason);
        // The messages with no payload to doubt always pass; the others only with their fields right.
        if (type === 'ready' || type === 'focus') assert.deepEqual(w, { ok: true, value: { type } });
        if (type === 'command') assert.equal(w.ok, (PANEL_COMMANDS as readonly unknown[]).includes((raw as { command?: unknown }).command));
        if (type === 'rejected') assert.equal(h.ok, typeof (raw as { reason?: unknown }).reason === 'string');
        if (type === 'nonsense' || typeof type !== 'string') assert.ok(!w.ok && !h.ok);
      }),
      { numRuns: runs(3000) },
    );
  });
});
