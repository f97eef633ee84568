// The element's "Save picture" and "Save animation", loaded with import() the first time one is asked for: the
// position on the table as SVG or PNG, or a range of its steps as an animated GIF (drawn a frame at a time as the
// encoder takes them, never all at once), in the colours on screen, drawn from the spectator's view of the game's
// record (never a seat's secret), and downloaded when asked from the menu.
import type { GameRecord } from '../../../engine/src/on-demand.ts';
import { seatName } from '../naming.ts';
import { format, type WarStrings } from '../strings.ts';
import { computedColours, type Colours } from './colours.ts';
import { animationSteps, type AnimationRange } from './animation-steps.ts';
import { encodeGif, type Frame } from './gif.ts';
import { positionSvg, svgSize, type PictureOptions } from './position-svg.ts';
import { recordViews } from './record-views.ts';

/** What the element hands over: itself (for its colours) and the game so far. */
export interface PictureSource {
  host: HTMLElement;
  record: GameRecord | null;
  t: WarStrings;
}

/** The colours on screen: the element's computed --pp-* values, its light or dark scheme for the rest. */
function coloursOf(host: HTMLElement): Colours {
  const style = getComputedStyle(host);
  return computedColours(style, /dark/.test(style.colorScheme) ? 'dark' : 'light');
}

function pictureOptions(s: PictureSource, colours: Colours): PictureOptions {
  // Enough names for any table (a name past the last seat is never printed).
  const seats = 64;
  const variant = s.record?.options.variant;
  return {
    colours,
    title: typeof variant === 'string' ? s.t.titles[variant] : undefined,
    names: Array.from({ length: seats }, (_, i) => seatName(i, s.t)),
    // The widget's own words where it has them (the decision games' counts stay English).
    words: {
      seat: s.t.seat,
      human: s.t.human,
      computer: s.t.computer,
      stack: s.t.stack,
      won: s.t.won,
      out: s.t.out,
      trick: s.t.trick,
      round: s.t.round,
      score: s.t.score,
      wins: s.t.wins,
      draw: s.t.draw,
      aside: s.t.aside,
      format: (word, values) => format(word, values, s.t.locale),
    },
  };
}

/** An SVG as pixels: drawn into a canvas from a data: URL (a strict page needs `img-src data:`, see docs/widget.md). */
async function pixels(svg: string, width?: number): Promise<{ canvas: HTMLCanvasElement; frame: Frame }> {
  const size = svgSize(svg);
  const scale = width ? width / size.width : 1;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(size.width * scale);
  canvas.height = Math.round(size.height * scale);
  const g = canvas.getContext('2d', { willReadFrequently: true })!;
  g.drawImage(image, 0, 0, canvas.width, canvas.height);
  const data = g.getImageData(0, 0, canvas.width, canvas.height).data;
  return { canvas, frame: { rgba: data, width: canvas.width, height: canvas.height } };
}

/** The position on the table as an SVG or PNG blob, or null with no game. */
export async function pictureBlob(s: PictureSource, format: 'svg' | 'png'): Promise<Blob | null> {
  if (!s.record) return null;
  const n = s.record.actions.length;
  const views = recordViews(s.record, n, n);
  if (!views.ok) return null;
  const svg = positionSvg(views.value[0], pictureOptions(s, coloursOf(s.host)));
  if (format === 'svg') return new Blob([svg], { type: 'image/svg+xml' });
  const { canvas } = await pixels(svg);
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/png'));
}

/**
 * Steps of the game so far as an animated GIF blob (each frame the tallest frame's height), or null with no game: the
 * range as `animationSteps` makes it (at most its last MAX_ANIMATION_STEPS steps). Each frame is drawn when the
 * encoder reaches it, so memory stays that of a few frames however long the range.
 */
export async function animationBlob(s: PictureSource, range: AnimationRange = {}): Promise<Blob | null> {
  if (!s.record) return null;
  const { from, to, pace } = animationSteps(s.record.actions.length, range);
  const views = recordViews(s.record, from, to);
  if (!views.ok) return null;
  const options = pictureOptions(s, coloursOf(s.host));
  const minHeight = views.value.reduce((h, v) => Math.max(h, svgSize(positionSvg(v, options)).height), -Infinity);
  const frameAt = async (i: number) => (await pixels(positionSvg(views.value[i], { ...options, minHeight }))).frame;
  return new Blob([(await encodeGif(views.value.length, frameAt, pace)) as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
}

/** Offers a blob as a download through an <a download> (the page's own download, no new window). */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands back `blob`, first offering it as a download ("war-step-12.png") when asked. */
export function saved(blob: Blob | null, record: GameRecord | null, ext: string, offer: boolean): Blob | null {
  if (blob && record && offer)
    download(blob, `${typeof record.options.variant === 'string' ? record.options.variant : 'game'}-step-${record.actions.length}.${ext}`);
  return blob;
}
