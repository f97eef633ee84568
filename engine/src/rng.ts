// The game's random stream: sfc32 with its four words kept inside the game state, so a step stays pure and replays exactly.

/** The four 32-bit words of an sfc32 generator. Stored in the game state as plain numbers (JSON-safe). */
export type RngState = [number, number, number, number];

/** Largest seed accepted: seeds are whole numbers from 0 to 2^32 - 1. */
export const MAX_SEED = 0xffffffff;

/**
 * Four words for a stream, all zero, in a list V8 holds as doubles from the start. A stream's words soon hold values too
 * large for V8's small integers, so a list made of small integers (`[0, 0, 0, 0]`) changed its element kind under the
 * running code, which was then thrown back to slow code (issue 34); -0 is no small integer (JSON writes it as 0). Every
 * stream of the engine's decision games is made here, so code that draws from them meets one kind of list.
 */
export function newRngState(): RngState {
  return [-0, -0, -0, -0];
}

/** Builds a generator from a 32-bit seed: splitmix32 spreads the seed over four words, then twelve outputs are dropped. */
export function seedRng(seed: number): RngState {
  return seedRngInto(seed, newRngState());
}

/** `seedRng` writing the four words into an existing state (a simulation reseeds one board's stream per game). */
export function seedRngInto(seed: number, rng: RngState): RngState {
  let x = seed | 0;
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    rng[i] = z ^ (z >>> 15);
  }
  // Twelve outputs dropped, in local variables.
  let a = rng[0],
    b = rng[1],
    c = rng[2],
    d = rng[3];
  for (let i = 0; i < 12; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
  }
  rng[0] = a;
  rng[1] = b;
  rng[2] = c;
  rng[3] = d;
  return rng;
}

/** Next unsigned 32-bit output; advances the generator in place. */
export function nextU32(rng: RngState): number {
  const a = rng[0],
    b = rng[1],
    c = rng[2],
    d = rng[3];
  const t = (((a + b) | 0) + d) | 0;
  rng[3] = (d + 1) | 0;
  rng[0] = b ^ (b >>> 9);
  rng[1] = (c + (c << 3)) | 0;
  rng[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

/** A whole number in [0, n < 2^31): one output scaled by n, i.e. floor(u32 * n / 2^32) (n is small, so the bias is negligible). */
export function below(rng: RngState, n: number): number {
  return (nextU32(rng) * n * 2.3283064365386963e-10) | 0;
}

/** 2^-32: multiplying by it is exact, so `(u32 * n * TWO_TO_MINUS_32) | 0` is the floor of u32 * n / 2^32, as in `below`. */
export const TWO_TO_MINUS_32 = 2.3283064365386963e-10;

/**
 * Fisher-Yates shuffle in place of the first `count` items, from the last down, each swap drawing `below(rng, i + 1)` (the order the core and
 * the C reference repeat). The generator's words stay in local variables for the whole shuffle.
 */
export function shuffleInPlace<T>(rng: RngState, items: { length: number; [i: number]: T }, count = items.length): void {
  if (count < 2) return;
  let a = rng[0] | 0,
    b = rng[1] | 0,
    c = rng[2] | 0,
    d = rng[3] | 0;
  for (let i = count - 1; i > 0; i--) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    const j = ((t >>> 0) * (i + 1) * TWO_TO_MINUS_32) | 0;
    const x = items[i];
    items[i] = items[j];
    items[j] = x;
  }
  rng[0] = a;
  rng[1] = b;
  rng[2] = c;
  rng[3] = d;
}

/**
 * `shuffleInPlace` for an Int32Array: the same draws and swaps, in a function of its own so the optimiser sees only typed
 * arrays here (a function shared with plain arrays would access elements polymorphically, several times slower).
 */
export function shuffleInts(rng: RngState, items: Int32Array, count = items.length): void {
  if (count < 2) return;
  let a = rng[0] | 0,
    b = rng[1] | 0,
    c = rng[2] | 0,
    d = rng[3] | 0;
  for (let i = count - 1; i > 0; i--) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    const j = ((t >>> 0) * (i + 1) * TWO_TO_MINUS_32) | 0;
    const x = items[i];
    items[i] = items[j];
    items[j] = x;
  }
  rng[0] = a;
  rng[1] = b;
  rng[2] = c;
  rng[3] = d;
}
