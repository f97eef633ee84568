// Playing: the Flip button by a real mouse click, Space and Enter on the focused table, buttons by keyboard with a
// visible focus ring, autoplay to the end with pause and speed, Step to the end of a trick, Restart and New game.
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { WarView } from '../../engine/src/index.ts';
import { activeIn, all, liveText, mount, nextEvent, part, unmountAll, waitUntil } from './helpers.ts';

function centre(node: Element): [number, number] {
  const r = node.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

describe('playing', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it('flips when the Flip button is clicked with the mouse', async () => {
    const el = await mount({ variant: 'war', seed: '9' });
    const before = (el.view as WarView).seats.map((s) => s.count);
    await sendMouse({ type: 'click', position: centre(part(el, 'button.primary')) });
    await el.updateComplete;
    const view = el.view as WarView;
    expect(view.tricks).to.equal(1);
    expect(view.seats.map((s) => s.count)).to.deep.equal(before.map((n) => n - 1));
    expect(all(el, '.played svg.up')).to.have.length(2);
  });

  it('flips with Space and with Enter on the focused table, and shows a focus ring', async () => {
    const el = await mount({ variant: 'war-cards', seed: '9' });
    const table = part(el, '.table');
    // The game menu in the title line and the "How to play" disclosure come first, then the table.
    for (let i = 0; i < 4 && activeIn(el) !== table; i++) await sendKeys({ press: 'Tab' });
    expect(activeIn(el) === table, 'the table has the focus').to.equal(true);
    expect(getComputedStyle(table).outlineStyle).to.equal('solid');
    expect(parseFloat(getComputedStyle(table).outlineWidth)).to.be.at.least(2);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.record!.actions).to.have.length(1);
    // The trick was decided: Enter hands the pot to the winner and flips the next one, in one press.
    expect((el.view as WarView).phase).to.equal('collect');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.record!.actions).to.have.length(3);
    expect((el.view as WarView).tricks).to.equal(2);
  });

  it('reaches every control by Tab, each with a visible focus ring, and works them with the keyboard', async () => {
    const el = await mount({ variant: 'war', seed: '9' });
    const reached: string[] = [];
    const tab = async () => {
      await sendKeys({ press: 'Tab' });
      const active = activeIn(el) as HTMLElement | null;
      if (!active) return false;
      reached.push(active.getAttribute('part') ?? active.parentElement?.getAttribute('part') ?? active.className);
      expect(getComputedStyle(active).outlineStyle, `${active.tagName} focus ring`).to.equal('solid');
      return true;
    };
    // The game menu's button comes first (in the title line), then "How to play", the table, the person's stack and the controls.
    for (let i = 0; i < 7 && (await tab()); i++);
    expect(reached.join(' '))
      .to.contain('menu')
      .and.to.contain('table')
      .and.to.contain('flip')
      .and.to.contain('play')
      .and.to.contain('speed');
    // The menu opens with Enter; Restart and New game are inside.
    part(el, '.menu > summary').focus();
    await sendKeys({ press: 'Enter' });
    expect(part<HTMLDetailsElement>(el, '.menu').open).to.equal(true);
    await tab();
    await tab();
    expect(reached.slice(-2)).to.deep.equal(['button restart', 'button new-game']);
    // Back to the Flip button, then Enter works it like a click.
    part(el, 'button.primary').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect((el.view as WarView).tricks).to.equal(1);
  });

  it('autoplays to the end at full speed and stops there', async () => {
    const el = await mount({ variant: 'war', seed: '21', speed: 'max' });
    const end = nextEvent(el, 'pw-game-end');
    el.play();
    expect(el.isPlaying).to.equal(true);
    await end;
    await el.updateComplete;
    expect(el.isPlaying).to.equal(false);
    expect((el.view as WarView).result).to.not.equal(null);
    expect(part(el, '.banner').textContent).to.match(/wins!|draw/);
    // No dead control after the end: New game takes Flip's place, Auto-play is gone.
    expect(all(el, '.controls [part~="flip"], .controls [part~="play"]')).to.have.length(0);
    expect(part(el, '.controls button.primary').textContent?.trim()).to.equal('New game');
  });

  it('starts by itself with the autoplay attribute, pauses, and follows the speed', async () => {
    const el = await mount({ variant: 'war-cards', seed: '2', autoplay: '', speed: '50' });
    // It starts by itself: four flips, however long a busy machine takes to play them.
    await waitUntil(() => el.record!.actions.length > 3, 'autoplay to start by itself');
    const played = el.record!.actions.length;
    expect(played).to.be.greaterThan(3);
    el.pause();
    await el.updateComplete;
    expect(part(el, 'button[part~="play"]').textContent).to.equal('Auto-play');
    const paused = el.record!.actions.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(el.record!.actions.length).to.equal(paused);
    el.speed = 'slow';
    el.play();
    // One flip a second: between two flips at least most of a second passes (a busy machine only makes it longer), never
    // dozens of flips; timed from one flip to the next, so a late start costs nothing.
    await waitUntil(() => el.record!.actions.length > paused, 'a first flip at slow speed');
    const first = el.record!.actions.length;
    const t0 = performance.now();
    await waitUntil(() => el.record!.actions.length > first, 'a second flip at slow speed');
    const gap = performance.now() - t0;
    el.pause();
    expect(el.record!.actions.length - first, 'one flip at a time').to.equal(1);
    expect(gap, 'ms between two slow flips').to.be.at.least(800);
  });

  it('changes speed from the speed control', async () => {
    const el = await mount({ variant: 'war', seed: '2' });
    const select = part<HTMLSelectElement>(el, 'select');
    select.value = 'fast';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.speed).to.equal('fast');
  });

  it('playTrick() plays to the end of the trick', async () => {
    const el = await mount({ variant: 'war', seed: '9' });
    el.playTrick();
    await el.updateComplete;
    const view = el.view as WarView;
    expect(view.phase).to.equal('battle');
    expect(view.tricks).to.equal(1);
    expect(all(el, '.played .piece')).to.have.length(0);
    expect(el.record!.actions.length).to.be.at.least(2);
    // The live region tells the whole trick, not only the pickup.
    expect(liveText(el)).to.match(/^Seat [12] wins the (trick|war) with .+ and takes (all )?\d+\.$/);
  });

  it('step() applies one action, and refuses once the game is over', async () => {
    const el = await mount({ variant: 'war', seed: '9' });
    expect(el.step()).to.equal(true);
    expect(el.record!.actions).to.have.length(1);
    el.speed = 'max';
    const end = nextEvent(el, 'pw-game-end');
    el.play();
    await end;
    expect(el.step()).to.equal(false);
    expect(el.flip()).to.equal(false);
  });

  it('Restart deals the same pieces again; New game shuffles a new seed', async () => {
    const el = await mount({ variant: 'war-cards', seed: '77' });
    el.flip();
    await el.updateComplete;
    const first = JSON.stringify((el.view as WarView).seats.map((s) => s.played));
    part(el, 'button[part~="restart"]').click();
    await el.updateComplete;
    expect(el.seed).to.equal(77);
    expect(el.record!.actions).to.have.length(0);
    el.flip();
    await el.updateComplete;
    expect(JSON.stringify((el.view as WarView).seats.map((s) => s.played))).to.equal(first);
    part(el, 'button[part~="new-game"]').click();
    await el.updateComplete;
    expect(el.seed).to.not.equal(77);
    expect(el.record!.actions).to.have.length(0);
  });

  it('newGame(seed) plays that seed, and changing an attribute starts a new game with it', async () => {
    const el = await mount({ variant: 'war', seed: '1' });
    el.newGame(1234);
    await el.updateComplete;
    expect(el.seed).to.equal(1234);
    el.setAttribute('players', '3');
    await el.updateComplete;
    expect((el.view as WarView).seats).to.have.length(3);
    expect(el.seed).to.equal(1);
    el.setAttribute('deck', 'cards-36');
    await el.updateComplete;
    expect((el.view as WarView).deck).to.equal('cards-36');
  });

  it('the options property lays options over the attributes', async () => {
    const el = await mount({ variant: 'war', seed: '5' });
    el.options = { variant: 'w-a-r', players: 4 };
    await el.updateComplete;
    expect(el.options!.variant).to.equal('w-a-r');
    expect(el.options!.players).to.equal(4);
    expect(el.options!.family === 'war' && el.options!.warFaceDown).to.equal(3);
  });
});
