// The element's "Save picture" and "Save animation", loaded with import() the first time one is asked for: the
// position on the table as SVG or PNG, or a range of its steps as an animated GIF (the whole game, this war, the last
// N tricks; drawn a frame at a time as the encoder takes them, never all at once; the empty tables between tricks left
// out), each with its step's verdict, in the colours on screen, at its own size or twice it, drawn from the
// spectator's view of the game's record (never a seat's secret), and downloaded when asked from the menu.
import type { GameRecord } from '../../../engine/src/on-demand.ts';
import { seatName } from '../i18n/naming.ts';
import { format, type WarStrings } from '../i18n/strings.ts';
import { computedColours, type Colours } from '../../../picture/colours.ts';
import { animationSteps, type AnimationRange, type AnimationSteps } from '../../../picture/animation-steps.ts';
import { keptFrames, pickedSteps, recordFrames } from '../../../picture/frames.ts';
import { encodeGif, type Frame } from '../../../picture/gif.ts';
import { encodeInWorker } from './gif-worker.ts';
import { positionSvg, svgSize, type PictureOptions } from '../../../picture/position-svg.ts';

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
      takes: s.t.takes,
      warMark: s.t.warMark,
      format: (word, values) => format(word, values, s.t.locale),
    },
  };
}

/** An SVG as pixels: drawn into a canvas from a data: URL (a strict page needs `img-src data:`, see docs/widget.md). */
async function pixels(svg: string, scale = 1): Promise<{ canvas: HTMLCanvasElement; frame: Frame }> {
  const size = svgSize(svg);
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

/** The position on the table as an SVG or PNG blob (a PNG at `scale` times its size), or null with no game. */
export async function pictureBlob(s: PictureSource, format: 'svg' | 'png', scale = 1): Promise<Blob | null> {
  if (!s.record) return null;
  const n = s.record.actions.length;
  const frames = recordFrames(s.record, n, n);
  if (!frames.ok) return null;
  const svg = positionSvg(frames.value[0].view, { ...pictureOptions(s, coloursOf(s.host)), verdict: frames.value[0].verdict });
  if (format === 'svg') return new Blob([svg], { type: 'image/svg+xml' });
  const { canvas } = await pixels(svg, scale);
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/png'));
}

/** An animation: its GIF, and the steps it covers; or why there is none (NO_WAR: "this war" before any war). */
export type Animation = { blob: Blob; steps: AnimationSteps } | { blob: null; refused: string };

/** A turn of the event loop: the page handles input and draws between two frames. */
const nextTask = () => new Promise<void>((go) => setTimeout(go, 0));

/**
 * Steps of the game so far as an animated GIF (each frame the tallest frame's height), or null with no game: the range
 * asked (`last` tricks or this `war` up to `to`, else `from` to `to`) as `animationSteps` makes it (at most its last
 * MAX_ANIMATION_STEPS steps), without the empty tables between tricks, `scale` times the picture's size. Each frame
 * is drawn when the encoder (in a worker where one starts) asks for it, a task of its own, so memory stays that of a
 * few frames however long the range, and the page answers between frames.
 */
export async function animationBlob(s: PictureSource, range: AnimationRange = {}): Promise<Animation | null> {
  if (!s.record) return null;
  const n = s.record.actions.length;
  let asked: AnimationRange = range;
  if (range.war || range.last !== undefined) {
    const to = animationSteps(n, range).to;
    const all = recordFrames(s.record, 0, to);
    if (!all.ok) return null;
    const picked = pickedSteps(all.value, range.war ? { war: true } : { last: range.last ?? 1 });
    if (!picked.ok) return { blob: null, refused: picked.error };
    asked = { ...range, ...picked.value };
  }
  const steps = animationSteps(n, asked);
  const all = recordFrames(s.record, steps.from, steps.to);
  if (!all.ok) return null;
  const frames = keptFrames(all.value);
  const options = pictureOptions(s, coloursOf(s.host));
  let minHeight = 0;
  for (const [i, f] of frames.entries()) {
    minHeight = Math.max(minHeight, svgSize(positionSvg(f.view, options)).height);
    if (i % 50 === 49) await nextTask();
  }
  const scale = range.scale === 2 ? 2 : 1;
  const frameAt = async (i: number) => {
    await nextTask();
    return (await pixels(positionSvg(frames[i].view, { ...options, minHeight, verdict: frames[i].verdict }), scale)).frame;
  };
  // Encoded in the computer's worker, else (no worker here) on the page between frames.
  const encoded = frames.length > 0 ? await encodeInWorker(frames.length, frameAt, steps.pace) : null;
  const bytes = (encoded ?? (await encodeGif(frames.length, frameAt, steps.pace))) as Uint8Array<ArrayBuffer>;
  return { blob: new Blob([bytes], { type: 'image/gif' }), steps };
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
