// Pictures as pixels for the CLI: an SVG rasterized by @resvg/resvg-js (an optional peer: a native binary, loaded only
// for PNG and GIF) and frames encoded as an animated GIF by gifenc (pure JS, bundled).
import { encodeGif, type Frame } from '../picture/gif.ts';

/** What resvg-js offers that we use. */
interface ResvgModule {
  Resvg: new (svg: string, options: object) => { render(): { width: number; height: number; pixels: Buffer; asPng(): Buffer } };
}

/** Raised when @resvg/resvg-js is not installed: the CLI says so in one line and exits 2. */
export class RasterUnavailable extends Error {}

let resvg: ResvgModule | null = null;

/** Loads @resvg/resvg-js once (a variable name, so bundlers leave the import alone). */
export async function loadResvg(): Promise<ResvgModule> {
  if (resvg) return resvg;
  const name = '@resvg/resvg-js';
  try {
    const m = (await import(name)) as ResvgModule & { default?: ResvgModule };
    resvg = m.Resvg ? m : m.default!;
    return resvg;
  } catch {
    throw new RasterUnavailable(
      'PNG and GIF need @resvg/resvg-js where piecepack-war is installed: `npm i @resvg/resvg-js` in its project, `npm i -g @resvg/resvg-js` beside a global install (SVG and --text need nothing more)',
    );
  }
}

function options(width: number | undefined): object {
  return {
    fitTo: width ? { mode: 'width', value: width } : { mode: 'original' },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
    background: 'rgba(0,0,0,0)',
  };
}

/** An SVG as PNG bytes, `width` pixels wide (else its own size). */
export async function svgToPng(svg: string, width?: number): Promise<Buffer> {
  const { Resvg } = await loadResvg();
  return new Resvg(svg, options(width)).render().asPng();
}

/** An SVG as RGBA pixels, `width` pixels wide (else its own size): one frame of an animation. */
export async function svgToFrame(svg: string, width?: number): Promise<Frame> {
  const { Resvg } = await loadResvg();
  const image = new Resvg(svg, options(width)).render();
  return {
    rgba: new Uint8Array(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength),
    width: image.width,
    height: image.height,
  };
}

/**
 * `count` SVG frames as an animated GIF (looping), `pace` ms each: frame `i` is `svgAt(i)`, rasterized when the
 * encoder reaches it and dropped after, so a long animation never holds more than a few frames' pixels.
 */
export async function svgsToGif(count: number, svgAt: (i: number) => string, pace: number, width?: number): Promise<Uint8Array> {
  await loadResvg();
  return encodeGif(
    count,
    async (i) => {
      // A turn of the event loop first: resvg's images live outside the JavaScript heap and are freed by finalizers
      // that run between tasks, so without it every frame drawn so far stays in memory until the end.
      await new Promise((next) => setImmediate(next));
      return svgToFrame(svgAt(i), width);
    },
    pace,
  );
}
