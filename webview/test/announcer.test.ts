// The announcer on a host of its own, with its own clock: what the live region holds, and which steps are said —
// every one by hand; during autoplay wars, seats out, the end of a round, every tenth trick and the end, about one a
// second at most (the end always).
import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { GameEvent } from '../../engine/src/index.ts';
import { Announcer, AUTOPLAY_MESSAGE_GAP_MS } from '../src/game/announcer.ts';

let now = 0;
class AnnouncerHost extends LitElement {
  readonly announcer = new Announcer(this, () => now);
}
customElements.define('test-announcer-host', AnnouncerHost);

const battle: GameEvent = { type: 'battle', trick: 1, faceUp: [] };
const tie: GameEvent = { type: 'tie', seats: [0, 1], depth: 1 };
const trick: GameEvent = { type: 'trick', winner: 0, piece: 1, beaten: { seat: 1, piece: 2 }, depth: 0, pot: 2 };
const out: GameEvent = { type: 'out', seat: 2, why: 'empty' };
const end: GameEvent = { type: 'game-end', result: { winners: [0], losers: [1], draw: false, reason: 'all-pieces' } };

describe('Announcer', () => {
  let el: AnnouncerHost;
  beforeEach(() => {
    now = 0;
    el = document.createElement('test-announcer-host') as AnnouncerHost;
    document.body.append(el);
  });
  afterEach(() => el.remove());

  it('says a sentence; a repeat gets a trailing space so it is read again; empty clears', () => {
    el.announcer.say('Seat 1 wins.');
    expect(el.announcer.text).to.equal('Seat 1 wins.');
    el.announcer.say('Seat 1 wins.');
    expect(el.announcer.text).to.equal('Seat 1 wins.\u00a0');
    el.announcer.say('');
    expect(el.announcer.text).to.equal('');
  });

  it('held while a verdict waits for its reveal: the last sentence comes out on release, and nothing before', () => {
    el.announcer.say('Before.');
    el.announcer.hold();
    el.announcer.say('Seat 1 ties.');
    el.announcer.say('Seat 2 wins the war.');
    expect(el.announcer.text).to.equal('Before.');
    el.announcer.release();
    expect(el.announcer.text).to.equal('Seat 2 wins the war.');
    el.announcer.release();
    expect(el.announcer.text, 'a second release says nothing again').to.equal('Seat 2 wins the war.');
  });

  it('by hand, every step is said', () => {
    expect(el.announcer.wants([battle, trick], false, 3)).to.equal(true);
    el.announcer.say('x');
    expect(el.announcer.wants([battle, trick], false, 4), 'even right after another').to.equal(true);
  });

  it('during autoplay: wars, seats out and every tenth trick; not a plain trick', () => {
    expect(el.announcer.wants([battle, trick], true, 7)).to.equal(false);
    expect(el.announcer.wants([battle, tie], true, 7)).to.equal(true);
    expect(el.announcer.wants([out], true, 7)).to.equal(true);
    expect(el.announcer.wants([battle, trick], true, 10)).to.equal(true);
    expect(el.announcer.wants([battle, trick], true, 20)).to.equal(true);
  });

  it('during autoplay, about one message a second at most; the end of the game always', () => {
    now = 5000;
    el.announcer.say('War!');
    now += AUTOPLAY_MESSAGE_GAP_MS - 1;
    expect(el.announcer.wants([battle, tie], true, 3)).to.equal(false);
    expect(el.announcer.wants([end], true, 3)).to.equal(true);
    now += 1;
    expect(el.announcer.wants([battle, tie], true, 3)).to.equal(true);
  });

  it('a cleared region (a new game) may speak at once', () => {
    now = 100;
    el.announcer.say('War!');
    el.announcer.clear();
    expect(el.announcer.wants([battle, tie], true, 1)).to.equal(true);
  });
});
