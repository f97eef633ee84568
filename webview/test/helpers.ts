// Test helpers: mounting widgets by attributes, reaching into the shadow root, flipping, and element screenshots.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import '../src/define.ts';
import { loadDecisions } from '../src/game/decisions-loader.ts';
import { loadPart } from '../src/art/card-loader.ts';

// What a page loads on demand (the card art, the decision games), here before the first test: games then start at
// once, as they do on a page once those files are there. The demo suite tests the loading itself on the built files.
await Promise.all([loadPart('cards'), loadDecisions()]);

let mounted: HTMLElement[] = [];

/** Forgets the games widgets kept across reloads (game-memory.ts): each test deals its own, unless it tests resuming. */
export function forgetKeptGames(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('piecepack-war:')) localStorage.removeItem(key);
}

/** Creates <piecepack-war> with these attributes inside a box of `width` px, attached to the page, rendered. */
export async function mount(attributes: Record<string, string> = {}, width = 640, keepMemory = false): Promise<PiecepackWar> {
  if (!keepMemory) forgetKeptGames();
  const box = document.createElement('div');
  box.className = 'test-box';
  box.setAttribute('data-width', String(width));
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`.test-box[data-width="${width}"] { width: ${width}px; }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const el = document.createElement('piecepack-war');
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  box.append(el);
  document.body.append(box);
  mounted.push(box);
  await el.updateComplete;
  return el;
}

/** Removes everything mounted (call in afterEach). */
export function unmountAll(): void {
  for (const box of mounted) box.remove();
  mounted = [];
  forgetKeptGames();
}

/** The widget's shadow root and, inside it, a decision game's table's (the table is an element with a root of its own). */
export function rootsOf(el: Element): ShadowRoot[] {
  const root = el.shadowRoot!;
  const tables = [...root.querySelectorAll('pw-decision-table')].map((t) => t.shadowRoot);
  return [root, ...tables.filter((r): r is ShadowRoot => r !== null)];
}

/** The first element matching in the widget's shadow roots, or null. */
export function query<T extends Element = HTMLElement>(el: Element, selector: string): T | null {
  for (const root of rootsOf(el)) {
    const found = root.querySelector<T>(selector);
    if (found) return found;
  }
  return null;
}

/** The element with the keyboard focus in the widget (inside a decision table when the table has it), or null. */
export function activeIn(el: Element): Element | null {
  let active = el.shadowRoot!.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The animations running in the widget and its table. */
export function animationsIn(el: Element): Animation[] {
  return rootsOf(el).flatMap((r) => r.getAnimations());
}

/** Waits until every animation in the widget and its table that ends has ended (a log line fading in, a piece turning). */
export async function motionDone(el: Element): Promise<void> {
  const ending = animationsIn(el).filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
}

/**
 * How long the turn-overs of face-up pieces on the table still run now, in ms (0: every piece turned up is face up):
 * a seat's played pieces, or a decision table's tiles on the table.
 */
export function revealLeft(el: Element): number {
  let left = 0;
  for (const a of animationsIn(el)) {
    const target = (a.effect as KeyframeEffect | null)?.target;
    if (!target?.classList.contains('up') || !target.closest('.played, .on-table') || a.playState === 'finished') continue;
    left = Math.max(left, Number(a.effect!.getComputedTiming().endTime) - Number(a.currentTime ?? 0));
  }
  return left;
}

/** One element in the widget's shadow roots (fails the test when missing). */
export function part<T extends Element = HTMLElement>(el: PiecepackWar, selector: string): T {
  const found = query<T>(el, selector);
  expect(found, `shadow root has ${selector}`).to.exist;
  return found!;
}

/** Every element matching in the shadow roots. */
export function all<T extends Element = HTMLElement>(el: PiecepackWar, selector: string): T[] {
  return rootsOf(el).flatMap((root) => [...root.querySelectorAll<T>(selector)]);
}

/**
 * All visible text and accessible names in the shadow root (what a screen reader could reach), but for the "How to
 * play" disclosure: its rules name ranks ("ace, null"), never a piece on the table.
 */
export function everythingSaid(el: PiecepackWar): string {
  const labels = all(el, '[aria-label]').map((n) => n.getAttribute('aria-label'));
  const text = [...el.shadowRoot!.childNodes].map((n) => textBesidesHelp(n)).join('');
  return `${text} ${labels.join(' ')}`;
}

function textBesidesHelp(node: Node): string {
  if (node instanceof Element && node.classList.contains('help-box')) return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  const inner = node instanceof Element && node.shadowRoot ? [...node.shadowRoot.childNodes] : [];
  return [...inner, ...node.childNodes].map(textBesidesHelp).join('');
}

/** Flips `n` times through the API, waiting for each render. */
export async function flipTimes(el: PiecepackWar, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    el.flip();
    await el.updateComplete;
  }
}

/** Waits until the table's motion has ended and a verdict held for it is out (reveal first, verdict after). */
export async function revealed(el: PiecepackWar): Promise<void> {
  await Promise.all(animationsIn(el).map((a) => a.finished.catch(() => undefined)));
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
}

/** The live region's text. */
export function liveText(el: PiecepackWar): string {
  return part(el, '[role="status"][aria-live]').textContent?.trim() ?? '';
}

/** What a screenshot shows: distinct colours and the share of pixels unlike the most common (background) colour. */
export interface PixelStats {
  width: number;
  height: number;
  distinct: number;
  foreground: number;
}

/** Screenshots an element (by a selector in the page) through the runner, saves it, and measures its pixels here. */
export async function screenshotStats(selector: string, name: string): Promise<PixelStats> {
  const base64 = await executeServerCommand<string, { selector: string; name: string }>('pw-screenshot', { selector, name });
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const pixels = data.length / 4;
  const background = Math.max(...counts.values());
  return { width: bitmap.width, height: bitmap.height, distinct: counts.size, foreground: (pixels - background) / pixels };
}

/**
 * Runs every animation of the test page at `rate` (1: as written; 0.01: a hundred times slower), so that a test can act
 * while motion runs (a press during a reveal) whatever the machine's speed. Set it back to 1 when done.
 */
export async function animationRate(rate: number): Promise<void> {
  await executeServerCommand('pw-animation-rate', { rate });
}

/** Turns forced colors (Windows high contrast) on or off in the test page. */
export async function forcedColors(active: boolean): Promise<void> {
  await executeServerCommand('pw-forced-colors', { active });
}

/**
 * How long a wait on a state may take before it fails: only a hang-stopper, just under the runner's 300 s per test. A
 * run beside two CPU burners and other jobs (load 15-20) took more than 60 s for a Stacked Deck War table's caption and
 * for two widgets' games to be kept, so no wait has a shorter limit of its own.
 */
export const HANG_LIMIT = 240_000;

/**
 * Waits until `ok()` holds, checking each animation frame and each 20 ms (a page in the background gets no frames);
 * fails naming `what` after `ms` (under the runner's 300 s per test), a limit far above what a loaded machine needs: the
 * test waits for a state, never for a number of milliseconds.
 */
export async function waitUntil(ok: () => boolean, what: string, ms = HANG_LIMIT): Promise<void> {
  const start = performance.now();
  while (!ok()) {
    if (performance.now() - start > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits for an event on a target, with a timeout so a missing event fails instead of hanging. */
export function nextEvent<T = unknown>(target: EventTarget, name: string, ms = HANG_LIMIT): Promise<CustomEvent<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} event within ${ms} ms`)), ms);
    target.addEventListener(
      name,
      (e) => {
        clearTimeout(timer);
        resolve(e as CustomEvent<T>);
      },
      { once: true },
    );
  });
}
