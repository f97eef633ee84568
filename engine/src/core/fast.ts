// Two-seat War battles in a tight loop: the commonest trick (two different pieces, a pot of two) with the stacks, the random
// stream and the position hash in local variables. It plays exactly what battle + judge + collect play on a Board and
// stops at the first tie, leaving the board where `judge` would (phase war), so every war is played by the same war code.
import { HASH_BASE, IN_ORDER, SHUFFLED, WAR, type Board } from './board.ts';
import { samePosition, savePosition } from './cycle.ts';
import { capAt, finish } from './outcome.ts';
import { settle } from './war.ts';

/** 2^-32: multiplying by it is exact, so the floor below equals rng.ts's `below`. */
const TWO_TO_MINUS_32 = 2.3283064365386963e-10;

/**
 * Plays battles on a two-seat War board (phase battle) until a tie or the end of the game. Returns true when the game is
 * over; false when a tie was played, with the board in phase war.
 */
export function battles2(b: Board): boolean {
  const q = b.q, str = b.str, hv = b.hv, pw = b.pw, cap = b.cap, mask = b.mask, rng = b.rng;
  const pickup = b.pickup, lowBeatsTop = b.lowBeatsTop, low = b.lowest, top = b.top, maxTricks = b.maxTricks, track = b.track;
  const probe = b.probe;
  let h0 = b.head[0], n0 = b.len[0], h1 = b.head[1], n1 = b.len[1];
  let r0 = rng[0], r1 = rng[1], r2 = rng[2], r3 = rng[3];
  let hs0 = b.hash[0], hs1 = b.hash[1];
  let tricks = b.tricks, turns = b.turns, lam = b.lam, power = b.power;
  const store = (): void => {
    b.head[0] = h0; b.len[0] = n0; b.head[1] = h1; b.len[1] = n1;
    rng[0] = r0; rng[1] = r1; rng[2] = r2; rng[3] = r3;
    b.hash[0] = hs0; b.hash[1] = hs1;
    b.tricks = tricks; b.turns = turns; b.lam = lam; b.power = power;
  };
  for (;;) {
    tricks++;
    turns++;
    const x = q[h0]; h0 = (h0 + 1) & mask; n0--;
    const y = q[cap + h1]; h1 = (h1 + 1) & mask; n1--;
    const sx = str[x], sy = str[y];
    if (track) {
      hs0 = (hs0 - Math.imul(hv[sx], pw[n0])) | 0;
      hs1 = (hs1 - Math.imul(hv[sy], pw[n1])) | 0;
    }
    if (sx === sy) {
      // A tie: leave the board as battle + judge would, for the war code to play on.
      store();
      b.depth = 0;
      b.trickWinner = -1;
      b.tLen = 0;
      b.lay(0, x, true, 0);
      b.lay(1, y, true, 0);
      b.faceUp[0] = x;
      b.faceUp[1] = y;
      b.tied[0] = 0;
      b.tied[1] = 1;
      b.tiedLen = 2;
      b.ties = 1;
      b.phase = WAR;
      return false;
    }
    // Why (000 Russian Version, 003 P'yanitsa): the lowest rank beats the top rank when both are on the table.
    const zeroWins = lowBeatsTop && (sx === top || sy === top) && (sx === low || sy === low) ? sx === low : sx > sy;
    let first: number, second: number;
    if (pickup === SHUFFLED) {
      // A pot of two shuffled: one draw of the stream decides its order (Fisher-Yates swaps unless u32 >= 2^31).
      const t = (((r0 + r1) | 0) + r3) | 0;
      r3 = (r3 + 1) | 0; r0 = r1 ^ (r1 >>> 9); r1 = (r2 + (r2 << 3)) | 0; r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
      first = t < 0 ? x : y;
      second = t < 0 ? y : x;
    } else if (pickup === IN_ORDER || zeroWins) {
      // in-order lays seat 0's piece first; winner-first and naturelle put the winner's (the higher) piece under first.
      first = x;
      second = y;
    } else {
      first = y;
      second = x;
    }
    if (zeroWins) {
      const tail = h0 + n0;
      q[tail & mask] = first;
      q[(tail + 1) & mask] = second;
      n0 += 2;
      if (track) hs0 = (Math.imul((Math.imul(hs0, HASH_BASE) + hv[str[first]]) | 0, HASH_BASE) + hv[str[second]]) | 0;
    } else {
      const tail = h1 + n1;
      q[cap + (tail & mask)] = first;
      q[cap + ((tail + 1) & mask)] = second;
      n1 += 2;
      if (track) hs1 = (Math.imul((Math.imul(hs1, HASH_BASE) + hv[str[first]]) | 0, HASH_BASE) + hv[str[second]]) | 0;
    }
    probe?.(zeroWins ? 0 : 1, 0, 2);
    if (n0 === 0 || n1 === 0) {
      store();
      settle(b, null);
      return true;
    }
    if (track) {
      // Brent's method (cycle.ts) with the position hash worked out from the locals.
      lam++;
      const h = Math.imul(Math.imul(0x2545f491 ^ hs0, 0x85ebca6b) ^ n0 ^ hs1, 0x85ebca6b) ^ n1;
      if (h === b.savedHash) {
        store();
        if (samePosition(b)) {
          b.cycle = lam;
          finish(b, { reason: 'cycle', winners: [], losers: [], draw: true }, null);
          return true;
        }
      }
      if (lam === power) {
        store();
        savePosition(b);
        power *= 2;
        lam = 0;
      }
    }
    if (tricks >= maxTricks) {
      store();
      capAt(b, null);
      return true;
    }
  }
}
