// The demo page's script: one section per built-in variant (its name and summary in the page's language), the language,
// theme and palette switches, and the simulator section (a Web Worker runs the games; the histogram is drawn in SVG).
// Everything is built with DOM calls and textContent: no HTML strings, no inline styles.
import { VARIANT_NAMES, type VariantName } from '../../engine/src/index.ts';
import { drawGallery } from './gallery.ts';
import { loadPart } from '../../webview/src/art/card-loader.ts';
import { drawHistogram, type ChartSummary } from './histogram.ts';
import { isPageLanguage, PageSpeech } from './page-language.ts';
import type { FromWorker, ToWorker } from './sim-protocol.ts';
import { PAGE_LANGUAGES, type PageLanguage } from './words.ts';

/** The page's language and words (every widget on the page follows its lang attribute by itself). */
const speech = new PageSpeech();

/** Seeds for the demo's widgets: fixed so the page looks the same on every visit (New game shuffles). */
const SEEDS: Partial<Record<VariantName, number>> = {
  war: 7,
  'war-cards': 12,
  'w-a-r': 3,
  'war-jokers': 5,
  razboi: 9,
  russian: 4,
  pyanitsa: 8,
  'tod-und-leben': 2,
  'steal-war': 6,
  'stacked-deck': 11,
};
/** Extra attributes that show a variant at its best on the page. */
const EXTRA: Partial<Record<VariantName, Record<string, string>>> = { war: { packs: '2', players: '3' } };

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string; id?: string } = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.id) node.id = props.id;
  if (props.text !== undefined) node.textContent = props.text;
  node.append(...children);
  return node;
}

/** The tag as a reader would write it, shown under each game. */
function tagText(attributes: Record<string, string>): string {
  return `<piecepack-war${Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('')}></piecepack-war>`;
}

function buildVariants(): void {
  const host = document.getElementById('variants');
  const toc = document.getElementById('toc');
  if (!host || !toc) return;
  const firstItems = [...toc.children];
  toc.append(
    el(
      'li',
      {},
      link('#war-in-a-war', () => speech.text('warInAWar')),
    ),
    el(
      'li',
      {},
      link('#walkthroughs', () => speech.text('walkthroughs')),
    ),
  );
  for (const name of VARIANT_NAMES) {
    const attributes: Record<string, string> = { variant: name, ...(EXTRA[name] ?? {}) };
    if (SEEDS[name] !== undefined) attributes.seed = String(SEEDS[name]);
    const widget = document.createElement('piecepack-war');
    for (const [k, v] of Object.entries(attributes)) widget.setAttribute(k, v);
    const heading = el('h2');
    const summary = el('p');
    const note = (speech.words.howTo[name] ?? []).map(() => el('p', { className: 'how' }));
    speech.follow(() => {
      heading.textContent = speech.title(name);
      summary.textContent = speech.summary(name);
      (speech.words.howTo[name] ?? []).forEach((text, i) => note[i] && (note[i].textContent = text));
    });
    const section = el(
      'section',
      { className: 'variant', id: `v-${name}` },
      heading,
      summary,
      ...note,
      widget,
      el('p', { className: 'tag' }, el('code', { text: tagText(attributes) })),
    );
    host.append(section);
    toc.append(
      el(
        'li',
        {},
        link(`#v-${name}`, () => speech.title(name)),
      ),
    );
  }
  toc.append(
    el(
      'li',
      {},
      link('#simulator', () => speech.text('simulator')),
    ),
    el(
      'li',
      {},
      link('#pieces', () => speech.text('pieces')),
    ),
    el(
      'li',
      {},
      link('#embed', () => speech.text('embed')),
    ),
  );
  toc.prepend(...firstItems);
}

/** A link whose words follow the page's language. */
function link(href: string, text: () => string): HTMLAnchorElement {
  const a = el('a');
  a.href = href;
  speech.follow(() => (a.textContent = text()));
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
    const option = el('option');
    option.value = name;
    speech.follow(() => (option.textContent = speech.title(name)));
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
    status.textContent = speech.text('simCancelled');
  });
  let shown: ChartSummary | null = null;
  speech.follow(() => shown && showSummary(shown, chart, caption, facts));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    stop();
    const job: ToWorker = {
      type: 'run',
      options: { variant: variant.value, players: Number(players.value) },
      games: Number(games.value),
      seed: 2026,
    };
    worker = new Worker('/dist/demo/sim-worker.js', { type: 'module' });
    const started = performance.now();
    run.disabled = true;
    cancel.disabled = false;
    progress.value = 0;
    status.textContent = speech.text('simStarting');
    worker.addEventListener('message', (m: MessageEvent<FromWorker>) => {
      const msg = m.data;
      if (msg.type === 'progress') {
        progress.value = msg.done / msg.total;
        const left = msg.done > 0 ? (((performance.now() - started) / msg.done) * (msg.total - msg.done)) / 1000 : 0;
        const eta =
          msg.done > 0 && left >= 2
            ? left < 90
              ? speech.text('simSecondsLeft', { n: Math.round(left) })
              : speech.text('simMinutesLeft', { n: Math.round(left / 60) })
            : '';
        status.textContent = speech.text('simRunning', { done: msg.done, total: msg.total, left: eta });
      } else if (msg.type === 'error') {
        stop();
        progress.value = 0;
        status.textContent = speech.text('simCannot', { message: msg.message });
      } else {
        stop();
        progress.value = 1;
        const s = msg.summary;
        status.textContent = speech.text('simDone', { games: s.games, seconds: speech.num(s.elapsedMs / 1000, 1) });
        shown = s;
        showSummary(s, chart, caption, facts);
      }
    });
    worker.addEventListener('error', (ev) => {
      stop();
      status.textContent = speech.text('simFailed', { message: ev.message || '?' });
    });
    worker.postMessage(job);
  });
}

function showSummary(s: ChartSummary, chart: HTMLElement, caption: HTMLElement, facts: HTMLElement): void {
  const title = speech.title(s.variant);
  chart.replaceChildren(drawHistogram(s, title, speech));
  caption.textContent = speech.text('simCaption', { title, players: Number(s.options.players), finished: s.finished, games: s.games });
  const tricks = (n: number) => speech.text('tricks', { n });
  const percent = (n: number) =>
    new Intl.NumberFormat(speech.lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
  const rows: [string, string][] = [
    [speech.text('factMedian'), tricks(s.tricks.median)],
    [speech.text('factMean'), speech.text('tricks', { n: speech.num(s.tricks.mean, 1) })],
    [speech.text('factP90'), tricks(s.tricks.p90)],
    [speech.text('factLongest'), tricks(s.tricks.max)],
    [speech.text('factWars'), speech.num(s.wars.perGame, 2)],
    [speech.text('factDraws'), speech.num(s.draws)],
    [speech.text('factCycles'), speech.num(s.cycles)],
    [speech.text('factCapped'), speech.num(s.capped)],
    [speech.text('factWins'), s.wins.map((w, i) => `${i + 1}: ${percent(s.games ? w / s.games : 0)}`).join(', ')],
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

/** The language switch: ?lang=de in the address, else the last one chosen, else the page's own; the address follows. */
function wireLanguage(): PageLanguage {
  const select = document.getElementById('lang-switch') as HTMLSelectElement | null;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem('pw-demo-lang');
  } catch {
    // Storage may be off.
  }
  const asked = new URLSearchParams(location.search).get('lang');
  const lang: PageLanguage = isPageLanguage(asked) ? asked : isPageLanguage(saved) ? saved : 'en';
  if (!select) return lang;
  for (const [code, name] of Object.entries(PAGE_LANGUAGES)) {
    const option = el('option', { text: name });
    option.value = code;
    option.lang = code;
    select.append(option);
  }
  select.value = lang;
  select.addEventListener('change', () => {
    const chosen = select.value;
    if (!isPageLanguage(chosen)) return;
    void speech.use(chosen);
    const url = new URL(location.href);
    url.searchParams.set('lang', chosen);
    history.replaceState(null, '', url);
    try {
      localStorage.setItem('pw-demo-lang', chosen);
    } catch {
      // The switch still works for this visit.
    }
  });
  return lang;
}

/** The walk-throughs: one captioned record per family (demo/records/walkthroughs/), each opening at its start. */
const WALKTHROUGHS: readonly VariantName[] = ['war', 'razboi', 'russian', 'tod-und-leben', 'steal-war', 'stacked-deck'];

function buildWalkthroughs(): void {
  const host = document.getElementById('walkthrough-list');
  if (!host) return;
  for (const name of WALKTHROUGHS) {
    const heading = el('h3');
    speech.follow(() => (heading.textContent = speech.title(name)));
    const widget = document.createElement('piecepack-war');
    widget.setAttribute('record-src', `/demo/records/walkthroughs/${name}.json`);
    host.append(
      el(
        'article',
        { className: 'walkthrough', id: `w-${name}` },
        heading,
        widget,
        el('p', { className: 'tag' }, el('code', { text: `<piecepack-war record-src="${name}.json">` })),
      ),
    );
  }
}

/**
 * A game link (`#g=1.…`) that names no widget (made for another page, with `share-url`) opens its game, at its step, in
 * the "Play now" widget; a link a widget of this page copied names that widget, which opens it by itself.
 */
function openSharedGame(): void {
  if (!/[#&]g=/.test(location.hash) || /[#&;]w=/.test(location.hash)) return;
  const widget = document.querySelector('#play piecepack-war');
  if (!widget) return;
  void customElements.whenDefined('piecepack-war').then(() => {
    void (widget as unknown as { openLink(link: string): Promise<boolean> }).openLink(location.hash);
    widget.scrollIntoView({ block: 'start' });
  });
}

const firstLanguage = wireLanguage();
buildVariants();
buildWalkthroughs();
wireContents();
const gallery = document.getElementById('gallery');
// The card art loads on demand (as in the widget), before the gallery draws its cards.
if (gallery) void loadPart('cards').then(() => speech.follow(() => drawGallery(gallery, speech)));
wireSwitches();
wireSimulator();
openSharedGame();
void speech.use(firstLanguage);
