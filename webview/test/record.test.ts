// Records: the record property opens a game (a prepared deal included) and plays on from where it ends; record-src
// fetches one; the record of a game in progress replays to the identical state; strings translate the widget.
import { expect } from '@open-wc/testing';
import { replay, stateHash, type GameRecord, type WarView } from '../../engine/src/index.ts';
import { WAR_IN_A_WAR } from './events.test.ts';
import { format } from '../src/i18n/strings.ts';
import { all, flipTimes, liveText, mount, nextEvent, part, revealed, unmountAll } from './helpers.ts';

describe('records', () => {
  afterEach(unmountAll);

  it('opens a record with a prepared deal at its start', async () => {
    const el = await mount({ variant: 'w-a-r', players: '4' });
    el.record = WAR_IN_A_WAR;
    await el.updateComplete;
    const view = el.view as WarView;
    expect(view.variant).to.equal('war');
    expect(view.seats.map((s) => s.count)).to.deep.equal([12, 12]);
    await flipTimes(el, 1);
    expect(all(el, '.played svg.up').map((u) => u.getAttribute('aria-label'))).to.deep.equal(['4 of suns', '4 of moons']);
  });

  it('replays the actions of a record and plays on from there', async () => {
    const el = await mount({ variant: 'war-cards', seed: '31' });
    await flipTimes(el, 25);
    const record = JSON.parse(JSON.stringify(el.record)) as GameRecord;
    const first = replay(record);
    if (!first.ok) throw new Error(first.error.message);
    const hash = stateHash(first.value);
    const other = await mount({ variant: 'war' });
    other.record = record;
    await other.updateComplete;
    expect(other.record.actions).to.have.length(25);
    expect(JSON.stringify(other.view)).to.equal(JSON.stringify(el.view));
    const replayed = replay(other.record);
    expect(replayed.ok && stateHash(replayed.value)).to.equal(hash);
    expect(other.flip()).to.equal(true);
  });

  it('a game opened from its record shows the last step in its status line, not the prompt to start', async () => {
    const el = await mount({ variant: 'war-cards', seed: '31' });
    await flipTimes(el, 9);
    await revealed(el);
    const shown = part(el, '[part~="status"]').textContent.trim();
    expect(shown).to.not.contain('Press Flip to start');
    const other = await mount({ variant: 'war' });
    other.record = JSON.parse(JSON.stringify(el.record));
    await other.updateComplete;
    expect(part(other, '[part~="status"]').textContent.trim()).to.equal(shown);
    expect(liveText(other)).to.equal('', 'nothing is announced again');
  });

  it("record-src fetches a record (the demo's war inside a war)", async () => {
    const el = await mount({});
    const started = nextEvent(el, 'pw-new-game');
    el.setAttribute('record-src', '/demo/records/war-in-a-war.json');
    await started;
    await el.updateComplete;
    await flipTimes(el, 3);
    await revealed(el);
    expect(liveText(el)).to.equal('War: 1 face down, then one face up. Seat 1 wins the war with a 5 over a 2 and takes all 10.');
    el.restart();
    await el.updateComplete;
    expect(el.record!.actions).to.have.length(0);
    expect((el.view as WarView).seats.map((s) => s.count)).to.deep.equal([12, 12]);
  });

  it('translates with the strings property', async () => {
    const el = await mount({ variant: 'war-cards', seed: '12' });
    el.strings = {
      flip: 'Retourner',
      seat: 'Joueur {n}',
      seatYou: '{seat} (vous)',
      trickTakes: '{seat} gagne avec {piece} contre {other} et prend {count}.',
      a: {
        '2': 'un 2',
        '3': 'un 3',
        '4': 'un 4',
        '5': 'un 5',
        '6': 'un 6',
        '7': 'un 7',
        '8': 'un 8',
        '9': 'un 9',
        '10': 'un 10',
        J: 'un valet',
        Q: 'une dame',
        K: 'un roi',
        A: 'un as',
      },
    };
    await el.updateComplete;
    expect(part(el, 'button.primary').textContent).to.equal('Retourner');
    expect(part(el, '.seat-name').textContent).to.equal('Joueur 1 (vous)');
    await flipTimes(el, 1);
    await revealed(el);
    expect(liveText(el)).to.match(/^Joueur [12] gagne avec une? [\wé ]+ contre une? [\wé ]+ et prend 2\.$/);
  });

  it('fills placeholders, a count with the word for one or for several', () => {
    expect(format('{seat} steals {count:card|cards}', { seat: 'Seat 2', count: 1 })).to.equal('Seat 2 steals 1 card');
    expect(format('{seat} steals {count:card|cards}', { seat: 'Seat 2', count: 3 })).to.equal('Seat 2 steals 3 cards');
    expect(format('{n:carte|cartes} et {missing}', { n: 0 })).to.equal('0 cartes et ');
  });
});
