// A specialised loop for the commonest simulations (two-player War, numeric war size, `lose`, shuffled pickup).
// It repeats the engine's rules exactly, consuming the random stream in the same order; a test plays thousands of
// seeded games both ways and requires identical tricks, wars, pots and results (engine/test/sim/fast-war.test.ts).
import { deal } from '../deal.ts';
import type { Options, WarOptions } from '../options.ts';
import { seedRng } from '../rng.ts';
import { rulesOf } from '../rules.ts';
import { bump, type Tally } from './tally.ts';

/** Whether the fast loop plays these options exactly like the engine. */
export function fastWarFits(o: Options): o is WarOptions {
  return o.family === 'war' && o.players === 2 && typeof o.warFaceDown === 'number' && o.outOfCards === 'lose' && o.pickup === 'shuffled';
}

/** Called after each decided trick: winner seat, war steps played, pieces in the pot (for the equivalence test). */
export type TrickProbe = (winner: number, steps: number, pot: number) => void;

/** The probe when nobody listens: a call V8 inlines to nothing. */
const NO_PROBE: TrickProbe = () => {};

/** 2^-32: multiplying by it is exact, so this floor equals rng.ts's `below`. */
const TWO_TO_MINUS_32 = 2.3283064365386963e-10;

let ringA = new Int32Array(0);
let ringB = new Int32Array(0);
let potBuf = new Int32Array(0);

/** Plays one game with `seed` and adds it to the tally. Returns the number of tricks. */
export function playFastWar(o: WarOptions, seed: number, tally: Tally, probe: TrickProbe = NO_PROBE): number {
  const { pieces, rank } = rulesOf(o);
  const n = pieces.length;
  let size = 1;
  while (size < n) size <<= 1;
  if (ringA.length < size) {
    ringA = new Int32Array(size);
    ringB = new Int32Array(size);
    potBuf = new Int32Array(size);
  }
  const qa = ringA, qb = ringB, pot = potBuf, mask = size - 1;
  let ha = 0, na = 0, hb = 0, nb = 0;
  // rng.ts seedRng inlined: splitmix32 spreads the seed over four words, then twelve outputs are dropped.
  let mix = seed >>> 0;
  const words = [0, 0, 0, 0];
  for (let w = 0; w < 4; w++) {
    mix = (mix + 0x9e3779b9) | 0;
    let z = mix;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    words[w] = (z ^ (z >>> 15)) | 0;
  }
  let r0 = words[0], r1 = words[1], r2 = words[2], r3 = words[3];
  for (let w = 0; w < 12; w++) {
    const t = (((r0 + r1) | 0) + r3) | 0;
    r3 = (r3 + 1) | 0; r0 = r1 ^ (r1 >>> 9); r1 = (r2 + (r2 << 3)) | 0; r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
  }
  // The stacks hold strengths, not ids: outcomes depend only on strengths, and the shuffles move positions alike.
  const str = rank.strength;
  if (o.jokersApart) {
    const rng = seedRng(seed);
    const dealt = deal(o, pieces, rng);
    for (const id of dealt.stacks[0]) qa[na++] = str[id];
    for (const id of dealt.stacks[1]) qb[nb++] = str[id];
    r0 = rng[0]; r1 = rng[1]; r2 = rng[2]; r3 = rng[3];
  } else {
    // The engine's deal (deal.ts) inlined: shuffle ids 0..n-1 with Fisher-Yates, then deal alternately, seat 0 first.
    for (let i = 0; i < n; i++) pot[i] = i;
    for (let i = n - 1; i > 0; i--) {
      const t = (((r0 + r1) | 0) + r3) | 0;
      r3 = (r3 + 1) | 0; r0 = r1 ^ (r1 >>> 9); r1 = (r2 + (r2 << 3)) | 0; r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
      const j = ((t >>> 0) * (i + 1) * TWO_TO_MINUS_32) | 0;
      const v = pot[i]; pot[i] = pot[j]; pot[j] = v;
    }
    const per = n >> 1;
    for (let i = 0; i < per; i++) { qa[na++] = str[pot[2 * i]]; qb[nb++] = str[pot[2 * i + 1]]; }
  }
  const low = rank.lowest, top = rank.top, lowBeatsTop = rank.lowBeatsTop;
  const fd = o.warFaceDown as number, need = fd + 1, maxTricks = o.maxTricks, avoidAll = o.objective === 'avoid-all';
  let tricks = 0;
  // outcome: -2 still playing, -1 draw, -3 capped, else the seat that ran out (eliminated)
  let out = -2;
  for (;;) {
    tricks++;
    let x = qa[ha]; ha = (ha + 1) & mask; na--;
    let y = qb[hb]; hb = (hb + 1) & mask; nb--;
    if (x !== y) {
      // The commonest trick, a plain battle: a pot of two, one draw of the stream decides its order (j = u >>> 31).
      const t = (((r0 + r1) | 0) + r3) | 0;
      r3 = (r3 + 1) | 0; r0 = r1 ^ (r1 >>> 9); r1 = (r2 + (r2 << 3)) | 0; r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
      const first = t < 0 ? x : y, second = t < 0 ? y : x;
      const winnerA = lowBeatsTop && (x === top || y === top) && (x === low || y === low) ? x === low : x > y;
      probe(winnerA ? 0 : 1, 0, 2);
      if (winnerA) {
        const tail = ha + na;
        qa[tail & mask] = first; qa[(tail + 1) & mask] = second; na += 2;
        if (nb === 0) { out = 1; break; }
      } else {
        const tail = hb + nb;
        qb[tail & mask] = first; qb[(tail + 1) & mask] = second; nb += 2;
        if (na === 0) { out = 0; break; }
      }
      if (tricks >= maxTricks) { out = -3; break; }
      continue;
    }
    let p = 0;
    pot[p++] = x; pot[p++] = y;
    let steps = 0, ties = 0, cmp = 0;
    for (;;) {
      cmp = x - y;
      if (lowBeatsTop) {
        if (x === top && y === low) cmp = -1;
        else if (y === top && x === low) cmp = 1;
      }
      if (cmp !== 0) break;
      ties++;
      if (na < need || nb < need) {
        // Running out in a war (engine: war.ts runOut): fewer pieces runs out first; equal counts at once is a stalemate.
        out = na === nb ? -1 : na < nb ? 0 : 1;
        break;
      }
      steps++;
      for (let k = 0; k < fd; k++) { pot[p++] = qa[ha]; ha = (ha + 1) & mask; }
      x = qa[ha]; ha = (ha + 1) & mask; pot[p++] = x; na -= need;
      for (let k = 0; k < fd; k++) { pot[p++] = qb[hb]; hb = (hb + 1) & mask; }
      y = qb[hb]; hb = (hb + 1) & mask; pot[p++] = y; nb -= need;
    }
    bump(tally.byDepth, ties - 1);
    if (out !== -2) {
      // The engine's last seat standing takes the trick (no trick at all when the first one out ends the game).
      if (out >= 0 && o.objective !== 'first-out-loses') probe(1 - out, steps, p + (out === 0 ? na : nb));
      break;
    }
    const winnerA = cmp > 0;
    probe(winnerA ? 0 : 1, steps, p);
    // The pot goes under the winner's stack in shuffled order: the engine's Fisher-Yates on the same stream.
    for (let i = p - 1; i > 0; i--) {
      const t = (((r0 + r1) | 0) + r3) | 0;
      r3 = (r3 + 1) | 0; r0 = r1 ^ (r1 >>> 9); r1 = (r2 + (r2 << 3)) | 0; r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
      const j = ((t >>> 0) * (i + 1) * TWO_TO_MINUS_32) | 0;
      const v = pot[i]; pot[i] = pot[j]; pot[j] = v;
    }
    if (winnerA) { for (let i = 0; i < p; i++) qa[(ha + na++) & mask] = pot[i]; }
    else { for (let i = 0; i < p; i++) qb[(hb + nb++) & mask] = pot[i]; }
    if (na === 0) { out = 0; break; }
    if (nb === 0) { out = 1; break; }
    if (tricks >= maxTricks) { out = -3; break; }
  }
  tally.games++;
  tally.tricks += tricks;
  if (out === -3) tally.capped++;
  else {
    tally.finished++;
    bump(tally.byLength, tricks);
    if (out === -1) tally.draws++;
    // Why (000 Russian objective 1): with avoid-all the seat left holding everything loses, so the one out wins.
    else tally.wins[avoidAll ? out : 1 - out]++;
  }
  return tricks;
}
