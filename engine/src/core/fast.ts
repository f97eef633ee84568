// Two-seat War tricks in one tight loop, on a simulation's board (stacks of strengths): the battle, every war step both
// seats can play in full, the pot in the pickup's order, the cycle watch, with the stacks, the random stream and the
// position hash in local variables. It plays exactly what battle + judge + war + collect play on a Board (the
// differential tests hold it to the reference model trick for trick). A war step a seat cannot play in full (running
// out) is left to the general war code: the loop lays the trick on the table as `judge` would and hands the board over.
import { FEWEST, FIRST_OUT_LOSES, HASH_BASE, IN_ORDER, LAST_CARD_UP, NATURELLE, SHUFFLED, WAR, type Board } from './board.ts';
import { samePosition, savePosition } from './cycle.ts';
import { capAt, finish } from './outcome.ts';
import { TWO_TO_MINUS_32 } from '../rng.ts';

/** Writes the loop's local variables back into the board (a closure over them would keep them out of registers). */
function store(
  b: Board,
  h0: number,
  t0: number,
  h1: number,
  t1: number,
  r0: number,
  r1: number,
  r2: number,
  r3: number,
  hs0: number,
  hs1: number,
  tricks: number,
  turns: number,
  lam: number,
  power: number,
): void {
  b.head[0] = h0 & b.mask;
  b.len[0] = t0 - h0;
  b.head[1] = h1 & b.mask;
  b.len[1] = t1 - h1;
  b.rng[0] = r0;
  b.rng[1] = r1;
  b.rng[2] = r2;
  b.rng[3] = r3;
  b.hash[0] = hs0;
  b.hash[1] = hs1;
  b.tricks = tricks;
  b.turns = turns;
  b.lam = lam;
  b.power = power;
}

/**
 * Lays a war in progress on the table as battle + war steps + judge leave it (pot[0..count) holds the battle pair, then
 * per war step seat 0's pieces and seat 1's, `sizes[d - 1]` each), ready for the general war code (phase war).
 */
function handOver(b: Board, count: number, depth: number, sizes: Int32Array, ties: number): void {
  const pot = b.pot;
  b.tLen = 0;
  b.lay(0, pot[0], true, 0);
  b.lay(1, pot[1], true, 0);
  let i = 2;
  for (let d = 1; d <= depth; d++) {
    const size = sizes[d - 1];
    for (let seat = 0; seat < 2; seat++) for (let k = 0; k < size; k++) b.lay(seat, pot[i++], k === size - 1, d);
  }
  b.faceUp[0] = pot[depth === 0 ? 0 : count - 1 - sizes[depth - 1]];
  b.faceUp[1] = pot[count - 1];
  b.tied[0] = 0;
  b.tied[1] = 1;
  b.tiedLen = 2;
  b.ties = ties;
  b.depth = depth;
  b.trickWinner = -1;
  b.phase = WAR;
}

/**
 * Orders a two-seat pot of `count` pieces laid as in `handOver` for the pickups other than shuffled (shuffled is done in
 * the loop, on the local stream): in-order as laid; winner-first each layer's winner's pieces first; naturelle each turn
 * laid face-down pieces first then the lower face-up piece, the whole pile turned over.
 */
function orderPot2(b: Board, count: number, depth: number, sizes: Int32Array, winner: number, loserUp: number): void {
  const pot = b.pot;
  if (b.pickup === IN_ORDER) return;
  if (b.pickup !== NATURELLE) {
    // winner-first: when seat 1 won, each layer's halves change places.
    if (winner === 0) return;
    let t = pot[0];
    pot[0] = pot[1];
    pot[1] = t;
    let i = 2;
    for (let d = 0; d < depth; d++) {
      const size = sizes[d];
      for (let k = 0; k < size; k++) {
        t = pot[i + k];
        pot[i + k] = pot[i + size + k];
        pot[i + size + k] = t;
      }
      i += 2 * size;
    }
    return;
  }
  const laid = b.tPiece;
  laid[0] = pot[0];
  laid[1] = pot[1];
  let i = 2,
    l = 2;
  for (let d = 0; d < depth; d++) {
    const size = sizes[d],
      up0 = pot[i + size - 1],
      up1 = pot[i + 2 * size - 1];
    for (let k = 0; k < size - 1; k++) laid[l++] = pot[i + k];
    for (let k = 0; k < size - 1; k++) laid[l++] = pot[i + size + k];
    // The last step is decided: the loser's piece is the lower. Tied steps lay seat 0's first.
    if (d === depth - 1 && loserUp === 1) {
      laid[l++] = up1;
      laid[l++] = up0;
    } else {
      laid[l++] = up0;
      laid[l++] = up1;
    }
    i += 2 * size;
  }
  for (let k = 0; k < count; k++) pot[k] = laid[count - 1 - k];
}

/**
 * Plays tricks on a two-seat War simulation board (phase battle) until the game ends or a war step needs the general war
 * code. Returns true when the game is over; false when the board was handed over in phase war.
 *
 * Each stack is read between a head and a tail counter (pieces taken and pieces put, masked into its ring). A plain
 * battle is played without a branch on its outcome: the winner's seat w (0 or 1) selects the tail and the ring by
 * arithmetic, so the processor never mispredicts who won.
 */
export function battles2(b: Board): boolean {
  const q = b.q,
    pot = b.pot,
    hv = b.hv,
    pw = b.pw,
    cap = b.cap,
    mask = b.mask,
    rng = b.rng,
    warSize = b.warSize;
  const sizes = b.sortKeys;
  const shuffled = b.pickup === SHUFFLED,
    inOrder = b.pickup === IN_ORDER;
  const lowTop = b.lowBeatsTop ? 1 : 0,
    low = b.lowest | 0,
    top = b.top | 0,
    maxTricks = b.maxTricks | 0;
  const track = b.track ? 1 : 0,
    faceDown = b.faceDown | 0,
    rule = b.outOfCards | 0;
  const wars = b.wars,
    probe = b.probe;
  let h0 = b.head[0] | 0,
    t0 = (h0 + b.len[0]) | 0,
    h1 = b.head[1] | 0,
    t1 = (h1 + b.len[1]) | 0;
  // `| 0` keeps every local a 32-bit integer in the optimised code (the stream's words may be stored as doubles).
  let r0 = rng[0] | 0,
    r1 = rng[1] | 0,
    r2 = rng[2] | 0,
    r3 = rng[3] | 0;
  let hs0 = b.hash[0] | 0,
    hs1 = b.hash[1] | 0;
  let tricks = b.tricks | 0,
    steps = 0,
    lam = b.lam | 0,
    power = b.power | 0;
  const turnsBefore = (b.turns - b.tricks) | 0;
  for (;;) {
    tricks = (tricks + 1) | 0;
    let x = q[h0 & mask],
      y = q[cap + (h1 & mask)];
    h0 = (h0 + 1) | 0;
    h1 = (h1 + 1) | 0;
    if (track !== 0) {
      hs0 = (hs0 - Math.imul(hv[x], pw[(t0 - h0) | 0])) | 0;
      hs1 = (hs1 - Math.imul(hv[y], pw[(t1 - h1) | 0])) | 0;
    }
    // Why (000 Russian Version, 003 P'yanitsa): the lowest rank beats the top rank when both are on the table.
    let cmp = (x - y) | 0;
    if (lowTop !== 0) {
      if (x === top && y === low) cmp = -1;
      else if (y === top && x === low) cmp = 1;
    }
    if (cmp !== 0) {
      // A plain battle: seat w wins a pot of two.
      const w = cmp >>> 31;
      let s = w;
      if (shuffled) {
        // One draw decides the pot's order (Fisher-Yates keeps it unless u32 < 2^31): seat 0's piece first when t < 0.
        const t = (((r0 + r1) | 0) + r3) | 0;
        r3 = (r3 + 1) | 0;
        r0 = r1 ^ (r1 >>> 9);
        r1 = (r2 + (r2 << 3)) | 0;
        r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
        s = (t >>> 31) ^ 1;
      } else if (inOrder) s = 0;
      // s = 1: seat 1's piece goes under first (winner-first and naturelle: the winner's piece first).
      const first = x ^ ((x ^ y) & -s),
        second = x ^ y ^ first;
      const tail = t0 ^ ((t0 ^ t1) & -w),
        base = cap & -w;
      q[base + (tail & mask)] = first;
      q[base + ((tail + 1) & mask)] = second;
      t0 = (t0 + 2 - 2 * w) | 0;
      t1 = (t1 + 2 * w) | 0;
      if (track !== 0) {
        const h = (Math.imul((Math.imul(w ? hs1 : hs0, HASH_BASE) + hv[first]) | 0, HASH_BASE) + hv[second]) | 0;
        if (w) hs1 = h;
        else hs0 = h;
      }
      if (probe !== null) probe(w, 0, 2);
    } else {
      // A war: both seats play each step in full, or the general war code takes over.
      pot[0] = x;
      pot[1] = y;
      let ties = 0,
        count = 2,
        depth = 0;
      for (;;) {
        ties++;
        const n0 = (t0 - h0) | 0,
          n1 = (t1 - h1) | 0;
        let size = faceDown >= 0 ? faceDown + 1 : warSize[x];
        // Seats that cannot play this step: under `lose` short of `size`, under `fewest` with nothing left.
        const need = rule === FEWEST ? 1 : size;
        if (rule !== LAST_CARD_UP && (n0 < need || n1 < need)) {
          // Two seats running out end the game (outcome.ts runOut): the one holding fewer runs out first and the
          // other wins; equal counts run out together, a draw.
          store(b, h0, t0, h1, t1, r0, r1, r2, r3, hs0, hs1, tricks, turnsBefore + tricks + steps, lam, power);
          b.ties = ties;
          // The reducer's war step that runs out (war.ts), which turns nothing face up.
          b.quietSteps++;
          if (n0 < need && n1 < need && n0 === n1) {
            // A draw at once: the trick is never picked up.
            b.quietSteps--;
            b.out[0] = b.out[1] = 1;
            finish(b, { reason: 'stalemate', winners: [], losers: [], draw: true }, null);
          } else {
            const loser = n0 < need && (n1 >= need || n0 < n1) ? 0 : 1;
            b.out[loser] = 1;
            // The last seat standing takes the trick (the loser's stack too) unless running out ends the game at once.
            if (probe !== null && b.objective !== FIRST_OUT_LOSES) probe(1 - loser, depth, count + (loser === 0 ? n0 : n1));
            // Running out ends the game at once under first-out-loses: the trick is never picked up.
            if (b.objective === FIRST_OUT_LOSES) b.quietSteps--;
            finish(b, b.emptied[loser], null);
          }
          return true;
        }
        if (rule === FEWEST) size = Math.min(size, n0, n1);
        else if (n0 < size || n1 < size) size = 0;
        if (size === 0) {
          store(b, h0, t0, h1, t1, r0, r1, r2, r3, hs0, hs1, tricks, turnsBefore + tricks + steps, lam, power);
          handOver(b, count, depth, sizes, ties);
          return false;
        }
        sizes[depth] = size;
        depth++;
        steps++;
        for (let k = 0; k < size; k++) {
          x = q[h0 & mask];
          h0 = (h0 + 1) | 0;
          if (track !== 0) hs0 = (hs0 - Math.imul(hv[x], pw[(t0 - h0) | 0])) | 0;
          pot[count++] = x;
        }
        for (let k = 0; k < size; k++) {
          y = q[cap + (h1 & mask)];
          h1 = (h1 + 1) | 0;
          if (track !== 0) hs1 = (hs1 - Math.imul(hv[y], pw[(t1 - h1) | 0])) | 0;
          pot[count++] = y;
        }
        cmp = (x - y) | 0;
        if (lowTop !== 0) {
          if (x === top && y === low) cmp = -1;
          else if (y === top && x === low) cmp = 1;
        }
        if (cmp !== 0) break;
      }
      if (wars !== null) {
        while (wars.length < ties) wars.push(0);
        wars[ties - 1]++;
      }
      const w = cmp >>> 31;
      if (probe !== null) probe(w, depth, count);
      if (shuffled) {
        for (let i = count - 1; i > 0; i--) {
          const t = (((r0 + r1) | 0) + r3) | 0;
          r3 = (r3 + 1) | 0;
          r0 = r1 ^ (r1 >>> 9);
          r1 = (r2 + (r2 << 3)) | 0;
          r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
          const j = ((t >>> 0) * (i + 1) * TWO_TO_MINUS_32) | 0;
          const v = pot[i];
          pot[i] = pot[j];
          pot[j] = v;
        }
      } else orderPot2(b, count, depth, sizes, w, 1 - w);
      const base = cap & -w;
      let tail = w ? t1 : t0;
      let h = w ? hs1 : hs0;
      for (let i = 0; i < count; i++, tail++) {
        const v = pot[i];
        q[base + (tail & mask)] = v;
        if (track !== 0) h = (Math.imul(h, HASH_BASE) + hv[v]) | 0;
      }
      if (w) {
        t1 = (t1 + count) | 0;
        hs1 = h;
      } else {
        t0 = (t0 + count) | 0;
        hs0 = h;
      }
    }
    if (t0 === h0 || t1 === h1) {
      // The loser ran out: it drops out, and the objective says who won (settle's answer for two seats, made once).
      store(b, h0, t0, h1, t1, r0, r1, r2, r3, hs0, hs1, tricks, turnsBefore + tricks + steps, lam, power);
      const loser = t0 === h0 ? 0 : 1;
      b.out[loser] = 1;
      finish(b, b.emptied[loser], null);
      return true;
    }
    if (track !== 0) {
      // Brent's method (cycle.ts) with the position hash worked out from the locals.
      lam++;
      const ph = Math.imul(Math.imul(0x2545f491 ^ hs0, 0x85ebca6b) ^ ((t0 - h0) | 0) ^ hs1, 0x85ebca6b) ^ ((t1 - h1) | 0);
      if (ph === b.savedHash) {
        store(b, h0, t0, h1, t1, r0, r1, r2, r3, hs0, hs1, tricks, turnsBefore + tricks + steps, lam, power);
        if (samePosition(b)) {
          b.cycle = lam;
          finish(b, { reason: 'cycle', winners: [], losers: [], draw: true }, null);
          return true;
        }
      }
      if (lam === power) {
        store(b, h0, t0, h1, t1, r0, r1, r2, r3, hs0, hs1, tricks, turnsBefore + tricks + steps, lam, power);
        savePosition(b);
        power *= 2;
        lam = 0;
      }
    }
    if (tricks >= maxTricks) {
      store(b, h0, t0, h1, t1, r0, r1, r2, r3, hs0, hs1, tricks, turnsBefore + tricks + steps, lam, power);
      capAt(b, null);
      return true;
    }
  }
}
