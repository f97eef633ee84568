// <pw-decision-table> on a page of its own, with the real decisions chunk and a real game: the chunk defines it once,
// it draws the session it is given in its own shadow root with its own styles, and it asks for every action with
// pw-table-action events (internal: they neither bubble nor leave the shadow root), answered by whoever applies them;
// off the page its turns stop.
import { expect } from '@open-wc/testing';
import type { Action } from '../../engine/src/index.ts';
import type { DecisionTableElement } from '../src/decisions/decision-table.ts';
import { GameSession } from '../src/game/game-session.ts';
import type { TableActionDetail } from '../src/game/table-events.ts';
import { until } from './decision-helpers.ts';

/** A Steal War game between two computers, seed 4. */
function stealGame(): GameSession {
  const started = GameSession.start({ variant: 'steal-war', seats: 'computer,computer' }, 4);
  if (!started.ok) throw new Error(started.error.message);
  return started.session;
}

/** A table on the page that applies the actions it asks for, and what it asked. */
async function table(session: GameSession): Promise<{ el: DecisionTableElement; applied: Action[] }> {
  const el = document.createElement('pw-decision-table');
  const applied: Action[] = [];
  el.addEventListener('pw-table-action', (e) => {
    const detail = (e as CustomEvent<TableActionDetail>).detail;
    applied.push(detail.action);
    detail.outcome = session.apply(detail.action);
    if (detail.outcome.ok) el.stepped(session, detail.outcome.events);
    el.moves = session.actions.length;
  });
  el.session = session;
  el.rate = Infinity;
  document.body.append(el);
  await el.updateComplete;
  return { el, applied };
}

describe('<pw-decision-table>', () => {
  afterEach(() => document.querySelectorAll('pw-decision-table').forEach((n) => n.remove()));

  it('is defined by the decisions chunk, once, and a second load of the chunk keeps it', async () => {
    const first = customElements.get('pw-decision-table');
    expect(first, 'defined').to.exist;
    await import('../src/decisions/index.ts');
    expect(customElements.get('pw-decision-table')).to.equal(first);
  });

  it('draws the session in its own shadow root, with its own styles', async () => {
    const { el } = await table(stealGame());
    expect(el.shadowRoot!.querySelector('.st-table'), 'the table is drawn').to.exist;
    expect(el.shadowRoot!.adoptedStyleSheets.length, 'its static styles').to.be.greaterThan(0);
    expect(el.shadowRoot!.querySelector('[part~="controls"]'), 'its controls').to.exist;
  });

  it('asks for every action with pw-table-action: computer seats decide, turn-ups come while autoplay is on', async () => {
    const { el, applied } = await table(stealGame());
    let heardOutside = 0;
    document.body.addEventListener('pw-table-action', () => heardOutside++);
    el.playing = true;
    await until(() => applied.length >= 6, 'six actions');
    expect(
      applied.some((a) => a.type !== 'flip'),
      'a computer decided',
    ).to.equal(true);
    expect(heardOutside, 'the event stays with the element that holds the table').to.equal(0);
  });

  it('stops its turns off the page', async () => {
    const { el, applied } = await table(stealGame());
    el.playing = true;
    await el.updateComplete;
    el.remove();
    const before = applied.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(applied.length, 'nothing plays off the page').to.equal(before);
  });
});
