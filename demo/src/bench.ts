// The browser benchmark's page script (demo/bench.html?mode=...): measures in the page and leaves figures in
// window.bench for scripts/benches/browser.js. first: time from connecting an element to its first rendered table.
// one / many: 1 or 50 widgets autoplaying flat out, each starting a new game when one ends, counting flips, long
// tasks, input delay and frames. decisions: Stacked Deck War between two strong computers flat out, timing each
// decision (in the worker) and the page's long tasks meanwhile. idle: nothing (the script drives the page itself).
import type { PiecepackWar } from '../../webview/src/element/piecepack-war.ts';

interface BenchWindow extends Window {
  bench?: Record<string, unknown>;
}
const w = window as BenchWindow;
const stage = document.getElementById('stage')!;
const mode = new URLSearchParams(location.search).get('mode') ?? 'first';
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function widget(attributes: Record<string, string>): PiecepackWar {
  const el = document.createElement('piecepack-war');
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  return el;
}

/** Resolves once the element shows its table (a card game first loads its art beside the CDN bundle, once a page). */
async function tableShown(el: PiecepackWar): Promise<void> {
  const until = performance.now() + 10_000;
  for (;;) {
    await el.updateComplete;
    if (el.shadowRoot?.querySelector('.seat')) return;
    if (performance.now() > until) throw new Error('no table rendered');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

async function firstRender(): Promise<void> {
  await customElements.whenDefined('piecepack-war');
  const times: number[] = [];
  for (let i = 0; i < 31; i++) {
    const t0 = performance.now();
    const el = widget({ variant: i % 2 ? 'war-cards' : 'war', seed: String(i + 1) });
    stage.append(el);
    await tableShown(el);
    times.push(performance.now() - t0);
    await frame();
    el.remove();
  }
  const warm = times.slice(1).sort((a, b) => a - b);
  w.bench = { cold: times[0], median: warm[Math.floor(warm.length / 2)], max: warm[warm.length - 1] };
}

function autoplay(count: number): void {
  const flips: number[] = Array.from({ length: count }, () => 0);
  const games: number[] = Array.from({ length: count }, () => 0);
  const longTasks: { start: number; duration: number }[] = [];
  /** Times when the benchmark paused everything to measure the heap (a forced GC is not autoplay's doing). */
  const pauses: [number, number][] = [];
  let pausedAt = -1;
  const inputDelays: number[] = [];
  let frames = 0;
  // Long tasks are counted from the first frame after the widgets start (page loading is not autoplay).
  requestAnimationFrame(() =>
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask' }),
  );
  document.addEventListener('pointerdown', (e) => inputDelays.push(performance.now() - e.timeStamp), true);
  const countFrames = () => {
    frames++;
    requestAnimationFrame(countFrames);
  };
  requestAnimationFrame(countFrames);
  for (let i = 0; i < count; i++) {
    const el = widget({ variant: i % 3 === 0 ? 'war' : i % 3 === 1 ? 'war-cards' : 'w-a-r', seed: String(i + 1), speed: 'max' });
    el.addEventListener('pw-step', () => flips[i]++);
    el.addEventListener('pw-game-end', () => {
      games[i]++;
      // A new game on the next task, as a reader pressing New game would.
      setTimeout(() => {
        el.newGame();
        el.play();
      }, 0);
    });
    stage.append(el);
    el.play();
  }
  const started = performance.now();
  const counted = () => longTasks.filter((t) => !pauses.some(([a, b]) => t.start + t.duration >= a && t.start <= b)).map((t) => t.duration);
  w.bench = {
    get state() {
      const tasks = counted();
      return {
        seconds: (performance.now() - started) / 1000,
        flips: flips.reduce((a, b) => a + b, 0),
        fewest: Math.min(...flips),
        games: games.reduce((a, b) => a + b, 0),
        longTasks: tasks.length,
        longestTask: tasks.length ? Math.max(...tasks) : 0,
        inputDelays: inputDelays.slice(),
        frames,
        playing: [...document.querySelectorAll('piecepack-war')].filter((e) => e.isPlaying).length,
      };
    },
    stop() {
      pausedAt = performance.now();
      for (const el of document.querySelectorAll('piecepack-war')) el.pause();
    },
    resume() {
      if (pausedAt >= 0) pauses.push([pausedAt, performance.now() + 100]);
      pausedAt = -1;
      for (const el of document.querySelectorAll('piecepack-war')) el.play();
    },
  };
}

/** Two strong computers play Stacked Deck War flat out, game after game: their thinking must not block the page. */
function decisions(): void {
  const think: { ms: number; where: string }[] = [];
  const longTasks: number[] = [];
  let games = 0;
  let frames = 0;
  requestAnimationFrame(() =>
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push(e.duration);
    }).observe({ type: 'longtask' }),
  );
  const countFrames = () => {
    frames++;
    requestAnimationFrame(countFrames);
  };
  requestAnimationFrame(countFrames);
  const el = widget({ variant: 'stacked-deck', seats: 'computer,computer', seed: '1', speed: 'max' });
  el.addEventListener('pw-computer', (e) => think.push({ ms: e.detail.ms, where: e.detail.where }));
  el.addEventListener('pw-game-end', () => {
    games++;
    setTimeout(() => {
      el.newGame(games + 1);
      el.play();
    }, 0);
  });
  stage.append(el);
  const started = performance.now();
  void customElements.whenDefined('piecepack-war').then(() => setTimeout(() => el.play(), 50));
  w.bench = {
    get state() {
      return { seconds: (performance.now() - started) / 1000, think: think.slice(), longTasks: longTasks.slice(), games, frames };
    },
    stop() {
      el.pause();
    },
  };
}

if (mode === 'first') void firstRender();
else if (mode === 'decisions') decisions();
else if (mode !== 'idle') autoplay(mode === 'many' ? 50 : 1);
