// Battles of any number of seats in a tight loop, on a simulation's board (stacks of strengths): War with three or more
// seats and Tod und Leben. A battle with one best piece is played here, the pot in the pickup's order (a Tod und Leben
// trick to the winner's won pile); a tie is laid on the table as battle + judge leave it and handed to the general war
// code, and whatever follows an emptied stack (dropping out, the end of a round) to the general code too.
import { FEWEST, HASH_BASE, IN_ORDER, OVER, SHUFFLED, WAR, WINNER_FIRST, type Board } from './board.ts';
import { cycleStep } from './cycle.ts';
import { capAt, finish } from './outcome.ts';
import { endRound } from './tod.ts';
import { settle } from './war.ts';

/** Writes the loop's stream and counters back into the board. */
function store(b: Board, r0: number, r1: number, r2: number, r3: number, tricks: number, turns: number): void {
  b.rng[0] = r0;
  b.rng[1] = r1;
  b.rng[2] = r2;
  b.rng[3] = r3;
  b.tricks = tricks;
  b.turns = turns;
}

/** Orders a pot of one battle (pieces in seat order in the pot, their seats in the seat list) for winner-first or naturelle. */
function orderBattle(b: Board, m: number, wi: number): void {
  const pot = b.pot,
    seats = b.mem.subarray(b.atSeats, b.atSeats + m);
  if (b.pickup === WINNER_FIRST) {
    // Seats in turn from the winner: the pot rotated to start at the winner's piece.
    const tmp = b.tPiece;
    for (let i = 0; i < m; i++) tmp[i] = pot[(wi + i) % m];
    for (let i = 0; i < m; i++) pot[i] = tmp[i];
    return;
  }
  // naturelle: laid lower first by the game's comparison (equal pieces in seat order), then turned over.
  let max = -1,
    low = false;
  for (let i = 0; i < m; i++) {
    if (pot[i] > max) max = pot[i];
    if (pot[i] === b.lowest) low = true;
  }
  const lowHigh = b.lowBeatsTop && max === b.top && low;
  const rank = (v: number): number => (lowHigh && v === b.lowest ? b.top + 0.5 : v);
  for (let i = 1; i < m; i++) {
    for (let j = i; j > 0; j--) {
      const a = rank(pot[j - 1]),
        c = rank(pot[j]);
      if (a < c || (a === c && seats[j - 1] < seats[j])) break;
      const v = pot[j];
      pot[j] = pot[j - 1];
      pot[j - 1] = v;
      const s = seats[j];
      seats[j] = seats[j - 1];
      seats[j - 1] = s;
    }
  }
  for (let i = 0, k = m - 1; i < k; i++, k--) {
    const v = pot[i];
    pot[i] = pot[k];
    pot[k] = v;
  }
}

/**
 * Lays a war in progress on the table as battle + war steps + judge leave it, for the general war code: the pot holds
 * the battle (one piece a seat still in, `m` of them), then each war step's pieces seat by seat (sortKeys[d - 1] each,
 * the last face up), their seats in the seat list.
 */
function handOverWar(b: Board, m: number, depth: number, tied: number, ties: number): void {
  // The table (tPiece, tSeat...) lies outside `mem`, so the pot is read in place.
  const mem = b.mem,
    POT = b.atPot,
    SEATS = b.atSeats;
  b.tLen = 0;
  b.faceUp.fill(-1);
  for (let i = 0; i < m; i++) {
    b.lay(mem[SEATS + i], mem[POT + i], true, 0);
    b.faceUp[mem[SEATS + i]] = mem[POT + i];
  }
  let at = m;
  for (let d = 1; d <= depth; d++) {
    const size = b.sortKeys[d - 1];
    for (let i = 0; i < m; i++) {
      for (let k = 0; k < size; k++, at++) b.lay(mem[SEATS + at], mem[POT + at], k === size - 1, d);
      b.faceUp[mem[SEATS + at - 1]] = mem[POT + at - 1];
    }
  }
  b.tiedLen = 0;
  for (let i = 0; i < m; i++) if (b.faceUp[mem[SEATS + i]] === tied) b.tied[b.tiedLen++] = mem[SEATS + i];
  b.ties = ties;
  b.depth = depth;
  b.trickWinner = -1;
  b.phase = WAR;
}

/**
 * Orders a war's pot laid as `handOverWar` describes for winner-first (each layer's seats in turn from the winner) or
 * naturelle (each layer's face-down pieces as played, then its face-up ones lower first; the pile turned over).
 */
function orderWar(b: Board, count: number, m: number, depth: number, winner: number): void {
  const mem = b.mem,
    POT = b.atPot,
    SEATS = b.atSeats,
    out = b.tPiece;
  let wIdx = 0;
  for (let i = 0; i < m; i++) if (mem[SEATS + i] === winner) wIdx = i;
  let l = 0,
    start = 0;
  const ups = b.turnUp;
  for (let d = 0; d <= depth; d++) {
    const size = d === 0 ? 1 : b.sortKeys[d - 1];
    if (b.pickup === WINNER_FIRST) {
      for (let r = 0; r < m; r++) {
        const from = start + ((wIdx + r) % m) * size;
        for (let k = 0; k < size; k++) out[l++] = mem[POT + from + k];
      }
    } else {
      for (let i = 0; i < m; i++) for (let k = 0; k < size - 1; k++) out[l++] = mem[POT + start + i * size + k];
      for (let i = 0; i < m; i++) ups[i] = start + i * size + size - 1;
      l = layUps(b, ups, m, out, l);
    }
    start += m * size;
  }
  if (b.pickup === WINNER_FIRST) for (let i = 0; i < count; i++) mem[POT + i] = out[i];
  else for (let i = 0; i < count; i++) mem[POT + i] = out[count - 1 - i];
}

/** Lays one turn's face-up pieces (pot indexes ups[0..u)) from `l`, lower first by the game's comparison, equal ones in seat order. */
function layUps(b: Board, ups: Int32Array, u: number, out: Int32Array, l: number): number {
  const mem = b.mem,
    POT = b.atPot,
    SEATS = b.atSeats;
  let max = -1,
    low = false;
  for (let k = 0; k < u; k++) {
    const v = mem[POT + ups[k]];
    if (v > max) max = v;
    if (v === b.lowest) low = true;
  }
  const lowHigh = b.lowBeatsTop && max === b.top && low;
  const rank = (i: number): number => (lowHigh && mem[POT + i] === b.lowest ? b.top + 0.5 : mem[POT + i]);
  for (let k = 1; k < u; k++) {
    for (let j = k; j > 0; j--) {
      const a = ups[j - 1],
        c = ups[j];
      const ra = rank(a),
        rc = rank(c);
      if (ra < rc || (ra === rc && mem[SEATS + a] < mem[SEATS + c])) break;
      ups[j - 1] = c;
      ups[j] = a;
    }
  }
  for (let k = 0; k < u; k++) out[l++] = mem[POT + ups[k]];
  return l;
}

/**
 * Plays battles on a simulation board of War with any seats, or of Tod und Leben (phase battle), until a tie, an emptied
 * stack or the end. Returns true when the game is over; otherwise the board is in the phase the general code continues.
 * Stacks, counters and the pot are read through the board's one memory block (`mem`), so the loop touches one array.
 */
export function battlesN(b: Board): boolean {
  const n = b.n,
    mem = b.mem,
    cap = b.cap,
    mask = b.mask;
  const HEAD = b.atHead,
    LEN = b.atLen,
    OUT = b.atOut,
    HASH = b.atHash,
    POT = b.atPot,
    SEATS = b.atSeats;
  const hv = b.hv,
    pw = b.pw,
    track = b.track,
    tod = b.tod,
    rng = b.rng,
    probe = b.probe;
  const lowTop = b.lowBeatsTop,
    low = b.lowest | 0,
    top = b.top | 0,
    maxTricks = b.maxTricks | 0;
  const shuffled = b.pickup === SHUFFLED,
    inOrder = tod || b.pickup === IN_ORDER;
  const faceDown = b.faceDown | 0,
    rule = b.outOfCards | 0,
    warSize = b.warSize;
  let r0 = rng[0] | 0,
    r1 = rng[1] | 0,
    r2 = rng[2] | 0,
    r3 = rng[3] | 0;
  let tricks = b.tricks | 0,
    turns = b.turns | 0;
  for (;;) {
    tricks = (tricks + 1) | 0;
    turns = (turns + 1) | 0;
    // Branch-free where the outcome is random: the processor cannot predict who shows the best piece.
    let m = 0,
      max = -1,
      lowSeen = 0;
    for (let s = 0; s < n; s++) {
      if (mem[OUT + s] !== 0) continue;
      const h = mem[HEAD + s];
      const x = mem[s * cap + h];
      mem[HEAD + s] = (h + 1) & mask;
      const left = (mem[LEN + s] - 1) | 0;
      mem[LEN + s] = left;
      if (track) mem[HASH + s] = (mem[HASH + s] - Math.imul(hv[x], pw[left])) | 0;
      mem[POT + m] = x;
      mem[SEATS + m] = s;
      m++;
      max = Math.max(max, x);
      lowSeen |= +(x === low);
    }
    // Why (000 Russian Version, 003 P'yanitsa): the lowest rank beats the top rank when both are on the table.
    const target = lowTop && max === top && lowSeen !== 0 ? low : max;
    let best = 0,
      wi = 0;
    for (let i = 0; i < m; i++) {
      const hit = +(mem[POT + i] === target);
      best += hit;
      wi += (i - wi) & -hit;
    }
    let count = m,
      depth = 0;
    if (best > 1 && tod && mem[LEN + mem[SEATS]] > 0) {
      // Tod und Leben: on a tie every seat turns its next card face up and the trick grows, while the stacks last.
      let ties = 0;
      do {
        ties++;
        depth++;
        turns = (turns + 1) | 0;
        max = -1;
        lowSeen = 0;
        const from = count;
        for (let i = 0; i < m; i++) {
          const seat = mem[SEATS + i],
            h = mem[HEAD + seat];
          const x = mem[seat * cap + h];
          mem[HEAD + seat] = (h + 1) & mask;
          mem[LEN + seat]--;
          mem[POT + count] = x;
          mem[SEATS + count] = seat;
          count++;
          max = Math.max(max, x);
          lowSeen |= +(x === low);
        }
        const target2 = lowTop && max === top && lowSeen !== 0 ? low : max;
        best = 0;
        for (let i = from; i < count; i++) {
          const hit = +(mem[POT + i] === target2);
          best += hit;
          wi += (i - wi) & -hit;
        }
      } while (best > 1 && mem[LEN + mem[SEATS]] > 0);
      if (best > 1) {
        // The last cards tied: the general code splits the trick.
        store(b, r0, r1, r2, r3, tricks, turns);
        b.tLen = 0;
        b.tiedLen = 0;
        for (let i = 0; i < count; i++) b.lay(mem[SEATS + i], mem[POT + i], true, i < m ? 0 : (((i - m) / m) | 0) + 1);
        for (let i = count - m; i < count; i++) b.faceUp[mem[SEATS + i]] = mem[POT + i];
        b.depth = depth;
        b.trickWinner = -1;
        b.ties = ties + 1;
        b.phase = WAR;
        return false;
      }
      if (b.wars !== null) {
        while (b.wars.length < ties) b.wars.push(0);
        b.wars[ties - 1]++;
      }
    }
    if (best > 1 && !tod) {
      // War: every seat still in plays each step in full here; a step someone cannot play goes to the general war code.
      const sizes = b.sortKeys,
        up = b.turnUp;
      let tgt = target,
        ties = 0;
      for (;;) {
        ties++;
        let size = faceDown >= 0 ? faceDown + 1 : warSize[tgt];
        let fewest = 1 << 30;
        for (let i = 0; i < m; i++) fewest = Math.min(fewest, mem[LEN + mem[SEATS + i]]);
        if (rule === FEWEST) size = fewest === 0 ? 0 : Math.min(size, fewest);
        else if (fewest < size) size = 0;
        if (size === 0) {
          store(b, r0, r1, r2, r3, tricks, turns);
          handOverWar(b, m, depth, tgt, ties);
          return false;
        }
        sizes[depth] = size;
        depth++;
        turns = (turns + 1) | 0;
        max = -1;
        lowSeen = 0;
        for (let i = 0; i < m; i++) {
          const seat = mem[SEATS + i];
          let x = 0;
          for (let k = 0; k < size; k++) {
            const h = mem[HEAD + seat];
            x = mem[seat * cap + h];
            mem[HEAD + seat] = (h + 1) & mask;
            const left = (mem[LEN + seat] - 1) | 0;
            mem[LEN + seat] = left;
            if (track) mem[HASH + seat] = (mem[HASH + seat] - Math.imul(hv[x], pw[left])) | 0;
            mem[POT + count] = x;
            mem[SEATS + count] = seat;
            count++;
          }
          up[i] = count - 1;
          max = Math.max(max, x);
          lowSeen |= +(x === low);
        }
        tgt = lowTop && max === top && lowSeen !== 0 ? low : max;
        best = 0;
        for (let i = 0; i < m; i++) {
          const hit = +(mem[POT + up[i]] === tgt);
          best += hit;
          wi += (up[i] - wi) & -hit;
        }
        if (best === 1) break;
      }
      if (b.wars !== null) {
        while (b.wars.length < ties) b.wars.push(0);
        b.wars[ties - 1]++;
      }
    }
    if (best > 1) {
      // A tie: the battle goes on the table as battle + judge leave it, for the general war code.
      store(b, r0, r1, r2, r3, tricks, turns);
      b.depth = 0;
      b.trickWinner = -1;
      b.tiedLen = 0;
      b.faceUp.fill(-1);
      b.tLen = 0;
      for (let i = 0; i < m; i++) {
        const seat = mem[SEATS + i],
          x = mem[POT + i];
        b.lay(seat, x, true, 0);
        b.faceUp[seat] = x;
        if (x === target) b.tied[b.tiedLen++] = seat;
      }
      b.ties = 1;
      b.phase = WAR;
      return false;
    }
    const w = mem[SEATS + wi];
    if (probe !== null) probe(w, depth, count);
    if (tod) {
      // Tod und Leben: the trick goes to the winner's won pile, in the order played.
      const pile = b.atWon + w * b.total + mem[b.atWonLen + w];
      for (let i = 0; i < count; i++) mem[pile + i] = mem[POT + i];
      mem[b.atWonLen + w] += count;
      if (mem[LEN + w] === 0) {
        store(b, r0, r1, r2, r3, tricks, turns);
        endRound(b, null);
        capAt(b, null);
        return b.phase === OVER;
      }
    } else {
      if (shuffled) {
        for (let i = count - 1; i > 0; i--) {
          const t = (((r0 + r1) | 0) + r3) | 0;
          r3 = (r3 + 1) | 0;
          r0 = r1 ^ (r1 >>> 9);
          r1 = (r2 + (r2 << 3)) | 0;
          r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
          const j = ((t >>> 0) * (i + 1) * 2.3283064365386963e-10) | 0;
          const v = mem[POT + i];
          mem[POT + i] = mem[POT + j];
          mem[POT + j] = v;
        }
      } else if (!inOrder) {
        if (count === m) orderBattle(b, m, wi);
        else orderWar(b, count, m, depth, w);
      }
      const ring = w * cap;
      let tail = mem[HEAD + w] + mem[LEN + w],
        h = mem[HASH + w];
      for (let i = 0; i < count; i++, tail++) {
        const v = mem[POT + i];
        mem[ring + (tail & mask)] = v;
        if (track) h = (Math.imul(h, HASH_BASE) + hv[v]) | 0;
      }
      mem[LEN + w] += count;
      mem[HASH + w] = h;
      let emptied = 0;
      for (let s = 0; s < n; s++) emptied |= +(mem[LEN + s] === 0 && mem[OUT + s] === 0);
      if (emptied !== 0) {
        store(b, r0, r1, r2, r3, tricks, turns);
        settle(b, null);
        return b.phase === OVER;
      }
      if (track && cycleStep(b)) {
        store(b, r0, r1, r2, r3, tricks, turns);
        finish(b, { reason: 'cycle', winners: [], losers: [], draw: true }, null);
        return true;
      }
    }
    if (tricks >= maxTricks) {
      store(b, r0, r1, r2, r3, tricks, turns);
      capAt(b, null);
      return true;
    }
  }
}
