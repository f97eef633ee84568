// The demo page's script: one section per built-in variant (title and summary from the engine's PRESETS), the theme
// and palette switches, and the simulator section (a Web Worker runs the games; the histogram is drawn in SVG).
// Everything is built with DOM calls and textContent: no HTML strings, no inline styles.
import { PRESETS, VARIANT_NAMES, type VariantName } from '../../engine/src/index.ts';
import { drawGallery } from './gallery.ts';
import { drawHistogram, type ChartSummary } from './histogram.ts';
import type { FromWorker, ToWorker } from './sim-protocol.ts';

/** Seeds for the demo's widgets: fixed so the page looks the same on every visit (New game shuffles). */
const SEEDS: Partial<Record<VariantName, number>> = { war: 7, 'war-cards': 12, 'w-a-r': 3, 'war-jokers': 5, razboi: 9, russian: 4, pyanitsa: 8, 'tod-und-leben': 2, 'steal-war': 6, 'stacked-deck': 11 };
/** How to play the games with decisions, for a newcomer (the widget shows every choice as it comes). */
const HOW_TO_PLAY: Partial<Record<VariantName, string[]>> = {
  'stacked-deck': [
    'You are Seat 1, against the computer. First arrange your 24 tiles: drag them, or use the arrow keys and Space. Your deck of 18 is played from the top, one tile a round (more in a war); your reserve of 6 is turned up only by the Null actions. Values: null 1, two to five as printed, ace 6.',
    'Each round both turn up a playtile, and each may buy one action from the action table (open it under the table at any time): pay with one coin showing the cell\u2019s suit and another showing its value. The higher value wins the round and removes the tiles; equal values are a war. When a deck runs out, whoever removed more tiles wins.',
  ],
  'steal-war': [
    'You are Seat 1, against the computer. Each turn you look at your next card first. If it matches the top card of the computer\u2019s capture pile you may steal the whole pile with it; otherwise play it, and the higher card takes the trick onto its capture pile, its winner choosing the card on top.',
    'When your packet runs out, your capture pile is shuffled into a new one. Equal cards are a war of three cards face down and one up. Whoever ends with every card wins.',
  ],
};
/** Extra attributes that show a variant at its best on the page. */
const EXTRA: Partial<Record<VariantName, Record<string, string>>> = { war: { packs: '2', players: '3' } };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { className?: string; text?: string; id?: string } = {}, ...children: Node[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.id) node.id = props.id;
  if (props.text !== undefined) node.textContent = props.text;
  node.append(...children);
  return node;
}

/** The tag as a reader would write it, shown under each game. */
function tagText(attributes: Record<string, string>): string {
  return `<piecepack-war${Object.entries(attributes).map(([k, v]) => ` ${k}="${v}"`).join('')}></piecepack-war>`;
}

function buildVariants(): void {
  const host = document.getElementById('variants');
  const toc = document.getElementById('toc');
  if (!host || !toc) return;
  const firstItems = [...toc.children];
  toc.append(el('li', {}, link('#war-in-a-war', 'A war inside a war')));
  for (const name of VARIANT_NAMES) {
    const preset = PRESETS[name];
    const attributes: Record<string, string> = { variant: name, ...(EXTRA[name] ?? {}) };
    if (SEEDS[name] !== undefined) attributes.seed = String(SEEDS[name]);
    const widget = document.createElement('piecepack-war');
    for (const [k, v] of Object.entries(attributes)) widget.setAttribute(k, v);
    const note = (HOW_TO_PLAY[name] ?? []).map((text) => el('p', { className: 'how', text }));
    const section = el('section', { className: 'variant', id: `v-${name}` },
      el('h2', { text: preset.title }),
      el('p', { text: preset.summary }),
      ...note,
      widget,
      el('p', { className: 'tag' }, el('code', { text: tagText(attributes) })),
    );
    host.append(section);
    toc.append(el('li', {}, link(`#v-${name}`, preset.title)));
  }
  toc.append(el('li', {}, link('#simulator', 'How long does a game last?')), el('li', {}, link('#pieces', 'The pieces')), el('li', {}, link('#embed', 'Put a game in your page')));
  toc.prepend(...firstItems);
}

function link(href: string, text: string): HTMLAnchorElement {
  const a = el('a', { text });
  a.href = href;
  return a;
}

// ---- theme and palette ----

function applySwitches(theme: string, palette: string): void {
  document.documentElement.dataset.theme = theme;
  for (const w of document.querySelectorAll('piecepack-war, #gallery')) {
    if (theme === 'auto') w.removeAttribute('theme');
    else w.setAttribute('theme', theme);
    w.setAttribute('palette', palette);
  }
  try {
    localStorage.setItem('pw-demo', JSON.stringify({ theme, palette }));
  } catch {
    // Storage may be off; the switches still work for this visit.
  }
}

function wireSwitches(): void {
  const theme = document.getElementById('theme-switch') as HTMLSelectElement | null;
  const palette = document.getElementById('palette-switch') as HTMLSelectElement | null;
  if (!theme || !palette) return;
  try {
    const saved = JSON.parse(localStorage.getItem('pw-demo') ?? '{}') as { theme?: string; palette?: string };
    if (saved.theme && [...theme.options].some((o) => o.value === saved.theme)) theme.value = saved.theme;
    if (saved.palette && [...palette.options].some((o) => o.value === saved.palette)) palette.value = saved.palette;
  } catch {
    // Nothing saved, or storage is off.
  }
  const update = () => applySwitches(theme.value, palette.value);
  theme.addEventListener('change', update);
  palette.addEventListener('change', update);
  update();
}

// ---- the simulator ----

function wireSimulator(): void {
  const form = document.getElementById('sim-form') as HTMLFormElement | null;
  const variant = document.getElementById('sim-variant') as HTMLSelectElement | null;
  const players = document.getElementById('sim-players') as HTMLSelectElement | null;
  const games = document.getElementById('sim-games') as HTMLSelectElement | null;
  const run = document.getElementById('sim-run') as HTMLButtonElement | null;
  const cancel = document.getElementById('sim-cancel') as HTMLButtonElement | null;
  const progress = document.getElementById('sim-progress') as HTMLProgressElement | null;
  const status = document.getElementById('sim-status');
  const chart = document.getElementById('sim-chart');
  const caption = document.getElementById('sim-caption');
  const facts = document.getElementById('sim-facts');
  if (!form || !variant || !players || !games || !run || !cancel || !progress || !status || !chart || !caption || !facts) return;
  for (const name of VARIANT_NAMES) {
    const option = el('option', { text: PRESETS[name].title });
    option.value = name;
    variant.append(option);
  }
  let worker: Worker | null = null;
  const stop = () => {
    worker?.terminate();
    worker = null;
    run.disabled = false;
    cancel.disabled = true;
  };
  cancel.addEventListener('click', () => {
    stop();
    status.textContent = 'Cancelled.';
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    stop();
    const job: ToWorker = { type: 'run', options: { variant: variant.value, players: Number(players.value) }, games: Number(games.value), seed: 2026 };
    worker = new Worker('/dist/demo/sim-worker.js', { type: 'module' });
    const started = performance.now();
    run.disabled = true;
    cancel.disabled = false;
    progress.value = 0;
    status.textContent = 'Starting…';
    worker.addEventListener('message', (m: MessageEvent<FromWorker>) => {
      const msg = m.data;
      if (msg.type === 'progress') {
        progress.value = msg.done / msg.total;
        const left = msg.done > 0 ? ((performance.now() - started) / msg.done) * (msg.total - msg.done) / 1000 : 0;
        const eta = msg.done > 0 && left >= 2 ? `, about ${left < 90 ? `${Math.round(left)} s` : `${Math.round(left / 60)} min`} left` : '';
        status.textContent = `${msg.done.toLocaleString('en')} of ${msg.total.toLocaleString('en')} games${eta}…`;
      } else if (msg.type === 'error') {
        stop();
        progress.value = 0;
        status.textContent = `Cannot simulate: ${msg.message}`;
      } else {
        stop();
        progress.value = 1;
        const s = msg.summary;
        status.textContent = `Done: ${s.games.toLocaleString('en')} games in ${(s.elapsedMs / 1000).toFixed(1)} s.`;
        showSummary(s, chart, caption, facts);
      }
    });
    worker.addEventListener('error', (ev) => {
      stop();
      status.textContent = `The simulator failed: ${ev.message || 'unknown error'}`;
    });
    worker.postMessage(job);
  });
}

function showSummary(s: ChartSummary, chart: HTMLElement, caption: HTMLElement, facts: HTMLElement): void {
  const title = PRESETS[s.variant as VariantName]?.title ?? s.variant;
  chart.replaceChildren(drawHistogram(s, title));
  caption.textContent = `${title}, ${s.options.players} players: tricks per finished game (${s.finished.toLocaleString('en')} of ${s.games.toLocaleString('en')} games).`;
  const rows: [string, string][] = [
    ['Median', `${s.tricks.median} tricks`],
    ['Mean', `${s.tricks.mean.toFixed(1)} tricks`],
    ['90% of games within', `${s.tricks.p90} tricks`],
    ['Longest', `${s.tricks.max} tricks`],
    ['Wars per game', s.wars.perGame.toFixed(2)],
    ['Draws', s.draws.toLocaleString('en')],
    ['Endless (cycles)', s.cycles.toLocaleString('en')],
    ['Stopped at the limit', s.capped.toLocaleString('en')],
    ['Wins by seat', s.wins.map((w, i) => `${i + 1}: ${s.games ? ((100 * w) / s.games).toFixed(1) : '0'}%`).join(', ')],
  ];
  facts.replaceChildren(...rows.flatMap(([k, v]) => [el('dt', { text: k }), el('dd', { text: v })]));
}

/** The contents open beside the page on a wide screen, and fold into one line on a phone (a game comes first). */
function wireContents(): void {
  const box = document.getElementById('toc-box') as HTMLDetailsElement | null;
  if (!box) return;
  const wide = matchMedia('(min-width: 60rem)');
  const follow = () => (box.open = wide.matches);
  follow();
  wide.addEventListener('change', follow);
}

buildVariants();
wireContents();
const gallery = document.getElementById('gallery');
if (gallery) drawGallery(gallery);
wireSwitches();
wireSimulator();
