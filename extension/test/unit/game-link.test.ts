// Game links at the host: what Copy link puts on the clipboard, Open Game Link… reading a link (a bad one says why),
// and the bridge's check of the webview's copyLink message.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { shareLink } from '../../../engine/src/index.ts';
import { linkToCopy, readGameLink } from '../../src/game-link.ts';
import { checkHostMessage, checkWebviewMessage } from '../../src/protocol.ts';
import { finishedRecord } from './helpers.ts';

const record = finishedRecord({ variant: 'war' }, 2);
const link = shareLink('https://example.org/war/', record, 5);

describe('game links at the host', () => {
  it('copies a web page link as it is, and only the game part of a webview address', () => {
    assert.equal(linkToCopy(link), link);
    const inWebview = shareLink('vscode-webview://abc/index.html?id=1', record, 5);
    assert.equal(linkToCopy(inWebview), link.slice(link.indexOf('#')));
  });

  it('opens a link, its hash alone, or its code, at its step', () => {
    for (const text of [link, `  ${link}\n`, link.slice(link.indexOf('#')), link.slice(link.indexOf('=') + 1)]) {
      const read = readGameLink(text);
      assert.ok(read.ok, text);
      if (read.ok) {
        assert.equal(read.game.step, 5);
        assert.deepEqual(read.game.record.actions, record.actions);
        assert.equal(read.game.record.seed, record.seed);
      }
    }
  });

  for (const [text, says] of [
    ['', 'no link given'],
    ['https://example.org/', 'not a piecepack-war game link'],
    ['#g=9.abc', 'version 9'],
    ['#g=1.abc', 'damaged'],
  ])
    it(`says why "${text}" opens no game`, () => {
      const read = readGameLink(text);
      assert.equal(read.ok, false);
      if (!read.ok) assert.ok(read.message.includes(says), read.message);
    });

  it("Open Game Link… refuses the issue's link bomb at once, and a link whose flips go on after its game is over", () => {
    const bomb = (flips: number): string => '#g=1.' + Buffer.from(`[{"variant":"war"},1,${flips},0]`).toString('base64url');
    const refused = readGameLink(bomb(10_000_000));
    assert.equal(refused.ok, false);
    if (!refused.ok) assert.match(refused.message, /10,000,000 moves, more than the 2,000,000/);
    const past = readGameLink(bomb(1_999_999));
    assert.equal(past.ok, false);
    if (!past.ok) assert.match(past.message, /after its game is over \(the game ends after move 316;/);
    const whole = readGameLink(bomb(316));
    assert.ok(whole.ok);
    if (whole.ok) assert.equal(whole.game.record.actions.length, 316, 'the game the panel keeps holds no more actions than the game has');
  });

  it('the bridge takes a copyLink message only with a game link', () => {
    assert.deepEqual(checkWebviewMessage({ type: 'copyLink', link }), { ok: true, value: { type: 'copyLink', link } });
    for (const bad of [{ type: 'copyLink' }, { type: 'copyLink', link: 'https://example.org/' }, { type: 'copyLink', link: 7 }])
      assert.equal(checkWebviewMessage(bad).ok, false);
  });

  it("the init message's resumed game may carry a step, a whole number", () => {
    const init = (resume: unknown) => ({ type: 'init', view: 'game', game: null, resume, stats: null, strings: {} });
    const base = { record, autoplayed: false };
    const ok = checkHostMessage(init({ ...base, step: 3 }));
    const bad = checkHostMessage(init({ ...base, step: -1 }));
    assert.equal(bad.ok, false);
    // The strings may be refused by their own check here; what matters is that the step is not the reason.
    if (!ok.ok) assert.doesNotMatch(ok.reason, /resumed/);
  });
});
