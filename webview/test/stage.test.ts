// The war, staged, and one press per trick: Flip (or Space) plays a trick; a tie gets its moment (a "War!" mark over
// the tied pieces, then the war's face-down pieces go down one by one, a pause, the reveal); the pot goes to the
// winner by itself, or with the next press; under reduced motion the mark stands still and nothing moves. The table's
// accessible name says what Space does now.
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { WarView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { POT_SHOWN_MS, WAR_MARK_MS } from '../src/game/motion-controller.ts';
import { WAR_IN_A_WAR } from './events.test.ts';
import { all, animationsIn, mount, part, revealLeft, unmountAll } from './helpers.ts';
import { until } from './decision-helpers.ts';

const phase = (el: PiecepackWar) => (el.view as WarView).phase;

async function press(el: PiecepackWar): Promise<void> {
  part(el, 'button.primary').click();
  await el.updateComplete;
}

/** The delay of each running animation on pieces of one seat, by piece. */
function delays(el: PiecepackWar, seat: number): { up: boolean; delay: number }[] {
  const pieces = all(el, `.seat[data-seat="${seat}"] .played svg.piece`);
  const out: { up: boolean; delay: number }[] = [];
  for (const a of animationsIn(el)) {
    const target = (a.effect as KeyframeEffect | null)?.target;
    if (target && pieces.includes(target as HTMLElement))
      out.push({ up: target.classList.contains('up'), delay: Number(a.effect!.getTiming().delay) });
  }
  return out;
}

describe('the war, staged, and one press per trick', () => {
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('about one press per trick: 30 tricks of War take 30 presses (wars play themselves, pots go by themselves)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ variant: 'war', seed: '12' });
    let presses = 0;
    let wars = 0;
    el.addEventListener('pw-war', () => wars++);
    while ((el.view as WarView).tricks < 30 && !el.view!.result) {
      await press(el);
      presses++;
      // The trick plays itself to its end: a war waits for nobody.
      await until(() => phase(el) === 'collect' || phase(el) === 'battle' || !!el.view!.result, 'the trick to be decided');
    }
    const tricks = (el.view as WarView).tricks;
    expect(wars, 'the deal has wars in it').to.be.greaterThan(0);
    expect(presses / tricks, `${presses} presses for ${tricks} tricks`).to.be.at.most(1.0);
    expect(presses / tricks).to.be.at.least(0.97);
  });

  it('a tie: the War! mark over the tied pieces, then the war goes down one by one, a pause, the reveal; the pot goes by itself', async () => {
    // 1000 px: the seats side by side, where the mark sits beside the piece (one a row, it sits on the title line).
    const el = await mount({ variant: 'war' }, 1000);
    el.record = WAR_IN_A_WAR;
    await el.updateComplete;
    await press(el);
    expect(phase(el)).to.equal('war');
    expect(all(el, '.war-mark'), 'no mark while the tied pieces turn over').to.have.length(0);
    await until(() => all(el, '.war-mark').length === 2, 'the mark once the tied pieces are face up');
    expect(revealLeft(el), 'the tied pieces are face up').to.equal(0);
    const marks = all(el, '.war-mark');
    expect(marks.map((m) => m.closest('.seat')!.getAttribute('data-seat'))).to.deep.equal(['0', '1']);
    expect(marks[0].textContent).to.equal('War!');
    // The mark sits beside the tied piece (on its right, level with it), not over it (once it has come from the stack).
    for (const a of animationsIn(el)) a.finish();
    const tied = all(el, '.seat[data-seat="0"] .played svg.up')[0].getBoundingClientRect();
    const mark = marks[0].getBoundingClientRect();
    expect(mark.left, 'beside the tied piece').to.be.at.least(tied.right - 1);
    expect(mark.top < tied.bottom && mark.bottom > tied.top, 'level with it').to.equal(true);
    const started = performance.now();
    await until(() => el.record!.actions.length === 2, 'the war to go down by itself');
    expect(performance.now() - started, 'the mark had its moment first').to.be.at.least(WAR_MARK_MS - 50);
    await el.updateComplete;
    // The face-down piece goes down first, then, after a pause, the face-up one is revealed.
    const timing = delays(el, 0);
    const back = timing.find((t) => !t.up)!;
    const reveal = timing.find((t) => t.up)!;
    expect(reveal.delay, 'the reveal waits for the face-down piece and a pause').to.be.greaterThan(back.delay + 200);
    // 3 v 3: war again, marked again once the threes are face up, and it goes on by itself to the 5 over the 2.
    expect(phase(el)).to.equal('war');
    await until(() => all(el, '.war-mark').length === 2, 'marked again');
    expect(revealLeft(el), 'the threes are face up').to.equal(0);
    await until(() => phase(el) === 'collect', 'the second war');
    expect(all(el, '.war-mark')).to.have.length(0);
    // Reveal first, verdict after: the outline comes once the deciding pieces are face up.
    await until(() => all(el, '.seat.takes').length > 0, 'the reveal to end');
    expect(part(el, '.seat.takes').getAttribute('data-seat')).to.equal('0');
    // The pot stays a moment, then goes to the winner's stack by itself, sliding there.
    const shown = performance.now();
    await until(() => phase(el) === 'battle', 'the pot to go to the winner');
    expect(performance.now() - shown).to.be.at.least(POT_SHOWN_MS - 400);
    await el.updateComplete;
    expect(all(el, '.overlay .ghost').length, 'the pot slides to the winner').to.equal(10);
    expect((el.view as WarView).seats[0].count).to.equal(17);
    expect(el.record.actions).to.have.length(4);
  });

  it('under reduced motion: a static mark, nothing moves, and the war still plays itself', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ variant: 'war' });
    el.record = WAR_IN_A_WAR;
    await el.updateComplete;
    await press(el);
    expect(all(el, '.war-mark')).to.have.length(2);
    expect(animationsIn(el), 'no movement').to.have.length(0);
    await until(() => phase(el) === 'collect', 'the wars to play themselves');
    expect(animationsIn(el)).to.have.length(0);
    await until(() => phase(el) === 'battle', 'the pot to go by itself');
    await el.updateComplete;
    expect(animationsIn(el)).to.have.length(0);
    expect(all(el, '.overlay .ghost')).to.have.length(0);
  });

  it('a press while a moment waits plays it at once: the war, then the pot and the next trick in one press', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ variant: 'war' });
    el.record = WAR_IN_A_WAR;
    await el.updateComplete;
    await press(el);
    await press(el);
    expect(el.record.actions, 'the first war went down at once').to.have.length(2);
    await press(el);
    expect(phase(el)).to.equal('collect');
    await press(el);
    // The pot went to Seat 1 and the next battle is on the table, from one press.
    expect(el.record.actions).to.have.length(5);
    expect((el.view as WarView).tricks).to.equal(2);
    expect(all(el, '.played svg.up')).to.have.length(2);
  });

  it("the table's accessible name says what Space does now", async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ variant: 'war' });
    el.record = WAR_IN_A_WAR;
    await el.updateComplete;
    const name = () => part(el, '.table').getAttribute('aria-label');
    expect(name()).to.equal('Table. Space or Enter: flip.');
    el.flip();
    await el.updateComplete;
    expect(name()).to.equal('Table. Space or Enter: play the war.');
    el.flip();
    el.flip();
    await el.updateComplete;
    expect(name()).to.equal('Table. Space or Enter: the winner takes the pot, then flip.');
    // Space does what the name says.
    part(el, '.table').focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect((el.view as WarView).tricks).to.equal(2);
    el.speed = 'max';
    el.play();
    await until(() => !!el.view!.result, 'the end');
    await el.updateComplete;
    expect(name()).to.equal('Table. The game is over.');
  });

  it('Tod und Leben: the trick goes to the won pile by itself, and Next round between rounds', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ variant: 'tod-und-leben', seed: '4', rounds: '2' });
    await press(el);
    await until(() => phase(el) === 'battle' && (el.view as WarView).seats.some((s) => s.won > 0), 'the trick to go to the won pile');
    for (let i = 0; i < 200 && phase(el) !== 'round-over'; i++) el.flip();
    await el.updateComplete;
    expect(part(el, 'button.primary').textContent).to.equal('Next round');
    expect(part(el, '.table').getAttribute('aria-label')).to.equal('Table. Space or Enter: next round.');
  });
});
