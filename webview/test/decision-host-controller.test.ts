// The decision host controller on a host of its own, with the real decisions chunk and a real game: it opens the
// table for a session (its styles adopted once), hands it the element's parts through the DecisionHost contract,
// tells it of changes and of the element's comings and goings, draws it, and closes it.
import { expect } from '@open-wc/testing';
import { LitElement, html, nothing } from 'lit';
import type { Action } from '../../engine/src/index.ts';
import { DecisionHostController } from '../src/decision-host-controller.ts';
import { GameSession } from '../src/game-session.ts';
import { DEFAULT_STRINGS } from '../src/strings.ts';
import { until } from './decision-helpers.ts';

class DecisionTestHost extends LitElement {
  said: string[] = [];
  applied: Action[] = [];
  playing = false;
  session: GameSession | null = null;
  readonly decisions: DecisionHostController;
  constructor() {
    super();
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const el = this;
    this.decisions = new DecisionHostController(this, {
      element: this,
      get root() {
        return el.renderRoot as ShadowRoot;
      },
      t: DEFAULT_STRINGS,
      pageStrings: {},
      get playing() {
        return el.playing;
      },
      rate: Infinity,
      headingLevel: null,
      motionOn: () => false,
      apply: (action) => {
        el.applied.push(action);
        const r = el.session!.apply(action);
        if (r.ok) el.decisions.changed(r.events);
        return r;
      },
      say: (text) => el.said.push(text),
      setPlaying: (on) => (el.playing = on),
      setSpeed: () => {},
      newGame: () => {},
      restart: () => {},
    });
  }
  protected override render() {
    return html`${this.decisions.render() ?? nothing}`;
  }
  protected override updated() {
    this.decisions.updated();
  }
}
customElements.define('test-decision-host', DecisionTestHost);

/** A Steal War game between two computers, seed 4, on the host. */
function stealGame(el: DecisionTestHost): GameSession {
  const started = GameSession.start({ variant: 'steal-war', seats: 'computer,computer' }, 4);
  if (!started.ok) throw new Error(started.error.message);
  el.session = started.session;
  return started.session;
}

async function host(): Promise<DecisionTestHost> {
  const el = document.createElement('test-decision-host') as DecisionTestHost;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

describe('DecisionHostController', () => {
  afterEach(() => document.querySelectorAll('test-decision-host').forEach((n) => n.remove()));

  it('opens a Steal War table for the session, adopts its styles once, and draws it', async () => {
    const el = await host();
    const module = el.decisions.loaded!;
    expect(module.families).to.include('steal-war');
    const session = stealGame(el);
    const sheets = el.shadowRoot!.adoptedStyleSheets.length;
    el.decisions.open(module, session);
    el.decisions.open(module, session);
    expect(el.shadowRoot!.adoptedStyleSheets.length, 'the styles join once').to.equal(sheets + 1);
    el.requestUpdate();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.st-table'), 'the table is drawn').to.exist;
  });

  it('the table plays through the host: computer seats decide and apply their actions, the host is told', async () => {
    const el = await host();
    el.decisions.open(el.decisions.loaded!, stealGame(el));
    el.playing = true;
    el.decisions.changed();
    await until(() => el.applied.length >= 6, 'six actions');
    expect(
      el.applied.some((a) => a.type !== 'flip'),
      'a computer decided',
    ).to.equal(true);
  });

  it('leaving the page stops its turns; closing it drops the table', async () => {
    const el = await host();
    el.decisions.open(el.decisions.loaded!, stealGame(el));
    el.playing = true;
    el.remove();
    el.decisions.changed();
    const before = el.applied.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(el.applied.length, 'nothing plays off the page').to.equal(before);
    el.decisions.drop();
    expect(el.decisions.table).to.equal(null);
    expect(el.decisions.render()).to.equal(null);
  });
});
