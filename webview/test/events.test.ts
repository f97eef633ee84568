// Events: pw-new-game, pw-step, pw-war (with its depth), pw-trick, pw-game-end (winner or -1, reason, tricks, record) and
// pw-error, each heard on the document (they bubble and are composed).
import { expect } from '@open-wc/testing';
import { replay, type GameRecord } from '../../engine/src/index.ts';
import type { ErrorDetail, GameEndDetail, TrickDetail, WarDetail } from '../src/game/page-events.ts';
import { SHARED_WIN } from './deals.ts';
import { mount, nextEvent, unmountAll } from './helpers.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';

/** Two wars in a row: 4 v 4, then (one face down each) 3 v 3, then (one face down each) 5 v 2. */
export const WAR_IN_A_WAR: GameRecord = {
  format: 'piecepack-war/record',
  version: 1,
  options: { variant: 'war' },
  seed: 1,
  deal: [
    [
      '4 of suns',
      'null of suns',
      '3 of suns',
      'ace of suns',
      '5 of suns',
      '2 of suns',
      '5 of crowns',
      'null of crowns',
      '2 of crowns',
      '4 of crowns',
      'ace of arms',
      '3 of arms',
    ],
    [
      '4 of moons',
      'null of moons',
      '3 of moons',
      'ace of moons',
      '2 of moons',
      '5 of moons',
      '3 of crowns',
      'ace of crowns',
      '5 of arms',
      'null of arms',
      '2 of arms',
      '4 of arms',
    ],
  ],
  actions: [],
};

function collect<T>(name: string): T[] {
  const seen: T[] = [];
  document.addEventListener(name, (e) => seen.push((e as CustomEvent<T>).detail));
  return seen;
}

describe('events', () => {
  afterEach(unmountAll);

  it('fires pw-war with each depth and pw-trick for the war, heard on the document', async () => {
    const wars = collect<WarDetail>('pw-war');
    const tricks = collect<TrickDetail>('pw-trick');
    const el = await mount({ variant: 'war' });
    el.record = WAR_IN_A_WAR;
    await el.updateComplete;
    el.flip();
    el.flip();
    el.flip();
    expect(wars.map((w) => w.depth)).to.deep.equal([1, 2]);
    expect(wars[0].seats).to.deep.equal([0, 1]);
    expect(tricks).to.have.length(1);
    expect(tricks[0]).to.deep.include({ trick: 1, winner: 0, depth: 2, pot: 10 });
    expect(tricks[0].piece).to.deep.equal({ kind: 'tile', pack: 0, suit: 'suns', rank: '5' });
    expect(tricks[0].beaten).to.deep.equal({ seat: 1, piece: { kind: 'tile', pack: 0, suit: 'moons', rank: '2' } });
  });

  it('events bubble and are composed', async () => {
    const el = await mount({ variant: 'war', seed: '3' });
    const e = nextEvent(document, 'pw-step');
    el.flip();
    const got = await e;
    expect(got.bubbles).to.equal(true);
    expect(got.composed).to.equal(true);
    expect((got.detail as { events: { type: string }[] }).events[0].type).to.equal('battle');
  });

  it('fires pw-game-end with winner, reason, tricks and a record that replays to the same end', async () => {
    const el = await mount({ variant: 'war', seed: '8', speed: 'max' });
    const end = nextEvent<GameEndDetail>(document, 'pw-game-end', 30_000);
    el.play();
    const { detail } = await end;
    const view = el.view!;
    expect(view.result).to.not.equal(null);
    expect(detail.reason).to.equal(view.result!.reason);
    expect(detail.winners).to.deep.equal(view.result!.winners);
    expect(detail.winner).to.equal(detail.winners.length === 1 ? detail.winners[0] : -1);
    expect(detail.tricks).to.equal((view as { tricks: number }).tricks);
    expect(detail.record.final, 'the record carries the final hash').to.be.a('string');
    const again = replay(JSON.parse(JSON.stringify(detail.record)));
    expect(again.ok, 'the record replays (and matches its final hash)').to.equal(true);
  });

  it('fires pw-game-end with winner -1 when several seats win together', async () => {
    const el = await mount({ variant: 'war' });
    el.record = SHARED_WIN;
    await el.updateComplete;
    const end = nextEvent<GameEndDetail>(document, 'pw-game-end');
    for (let i = 0; i < 10 && !el.view?.result; i++) {
      el.flip();
      await el.updateComplete;
    }
    const { detail } = await end;
    expect(detail.winners).to.deep.equal([1, 2]);
    expect(detail.winners.length).to.be.greaterThan(1);
    expect(detail.winner, 'no single winner').to.equal(-1);
    expect(detail).to.deep.include({ losers: [0], draw: false, reason: 'ran-out' });
  });

  it('fires pw-new-game when a game starts', async () => {
    const el = await mount({ variant: 'war', seed: '3' });
    const e = nextEvent<{ seed: number; options: { players: number } }>(document, 'pw-new-game');
    el.setAttribute('players', '4');
    const { detail } = await e;
    expect(detail.seed).to.equal(3);
    expect(detail.options.players).to.equal(4);
  });

  it('fires pw-error naming the option and the attribute', async () => {
    const errors = collect<ErrorDetail>('pw-error');
    const el: PiecepackWar = await mount({ variant: 'war', 'war-face-down': 'lots' });
    expect(errors.at(-1)).to.deep.include({ option: 'warFaceDown', attribute: 'war-face-down' });
    expect(errors.at(-1)!.allowed).to.contain('by-rank');
    expect(el.shadowRoot!.querySelector('.error')!.textContent).to.contain('war-face-down');
  });
});
