// Helpers for the decision games' tests: waiting for the table to settle, real mouse clicks on shadow-root controls,
// records of prepared positions (Stacked Deck War setups, Steal War deals), and what a game's record replays to.
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { replay, stateHash, type Action, type GameRecord, type PreparedDeal } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { loadDecisions } from '../src/game/decisions-loader.ts';
import { loadPart } from '../src/art/card-loader.ts';
import { HANG_LIMIT, query } from './helpers.ts';

// The decision games' tables and rules and the card art, here before the first test (a page loads them the first time
// a game needs them).
await Promise.all([loadDecisions(), loadPart('cards')]);

/** Waits until `ok()` holds, polling; fails with `what` after `ms`. */
export async function until(ok: () => boolean, what: string, ms = HANG_LIMIT): Promise<void> {
  const start = performance.now();
  while (!ok()) {
    if (performance.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 15));
  }
}

/** A game's seed and options from its record, for an error that says which game did not end. */
export function named(el: PiecepackWar): string {
  return `seed ${String(el.record?.seed)}, options ${JSON.stringify(el.record?.options)}`;
}

/** The first element matching in the widget's shadow roots (its own, its decision table's), or null. */
export function find<T extends Element = HTMLElement>(el: PiecepackWar, selector: string): T | null {
  return query<T>(el, selector);
}

/** Two animation frames: the layout after a scroll has settled (off-screen widgets skip layout until seen). */
export function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Scrolls an element into the middle of the viewport and returns its centre there. A layout that settles after the
 * scroll (widgets skip layout while off screen) may move it again, so it scrolls until the centre is in view.
 */
export async function centre(target: Element): Promise<[number, number]> {
  for (let tries = 0; ; tries++) {
    target.scrollIntoView({ block: 'center', inline: 'center' });
    await settle();
    const r = target.getBoundingClientRect();
    const x = Math.round(r.left + r.width / 2),
      y = Math.round(r.top + r.height / 2);
    if ((x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) || tries >= 4) return [x, y];
  }
}

/** Clicks an element of the widget with the real mouse (scrolled into view first), then waits for the render. */
export async function click(el: PiecepackWar, target: Element): Promise<void> {
  await sendMouse({ type: 'click', position: await centre(target) });
  await el.updateComplete;
}

/** Clicks the element matching `selector` (it must be there). */
export async function clickOn(el: PiecepackWar, selector: string): Promise<void> {
  const target = find(el, selector);
  expect(target, `a ${selector} to click`).to.exist;
  await click(el, target!);
}

/** A record that opens a prepared position (a deal, then these actions). */
export function preparedRecord(options: Record<string, unknown>, deal: PreparedDeal, actions: Action[] = [], seed = 1): GameRecord {
  return { format: 'piecepack-war/record', version: 1, options, seed, deal, actions };
}

/** Checks that the widget's record replays in the engine to the state it announced at the end (hash in `final`). */
export function expectReplays(record: GameRecord): void {
  const copy = JSON.parse(JSON.stringify(record)) as GameRecord;
  const r = replay(copy);
  expect(r.ok, r.ok ? '' : r.error.message).to.equal(true);
  if (r.ok && copy.final !== undefined) expect(stateHash(r.value)).to.equal(copy.final);
}

/** Opens a record in a widget and waits for its table. */
export async function open(el: PiecepackWar, record: GameRecord): Promise<void> {
  el.record = record;
  await el.updateComplete;
  await until(() => find(el, '.table, .arrange, .pass-screen, .error') !== null, 'the table');
  // The error's text, not the element: chai inspecting a node in a shadow root can take the browser down.
  expect(find(el, '.error')?.textContent?.trim() ?? null, 'the record opens').to.equal(null);
}

/** A coin or tile id of Stacked Deck War: "null of crowns" in pack 0 or 1. */
export function stackedId(name: string, pack: number): number {
  const [rank, , suit] = name.split(' ');
  return pack * 24 + ['suns', 'moons', 'crowns', 'arms'].indexOf(suit) * 6 + ['null', 'ace', '2', '3', '4', '5'].indexOf(rank);
}

/** Every message the widget's live region gets from now on (`said`), until `stop()`. */
export function listenLive(el: PiecepackWar): { said: string[]; stop(): void } {
  const said: string[] = [];
  const live = el.shadowRoot!.querySelector('[role="status"]')!;
  const listen = new MutationObserver(() => said.push(live.textContent.trim()));
  listen.observe(live, { childList: true, characterData: true, subtree: true });
  return { said, stop: () => listen.disconnect() };
}
