// Animations of the decision games (Web Animations only, allowed under a strict CSP): pieces new on the table turn over
// into place, the lines of what an action did appear one after another in the order the effects were played, and tile
// values that changed pulse.

/** Animates the new log lines (`.fresh`) one after another, and pulses the changed value badges (`.pulse`). */
export function animateFresh(root: ParentNode): void {
  const lines = [...root.querySelectorAll('.fresh')];
  lines.forEach((line, i) =>
    line.animate(
      [
        { opacity: 0, transform: 'translateY(-0.4rem)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 260, delay: Math.min(i, 12) * 140, easing: 'ease-out', fill: 'backwards' },
    ),
  );
  for (const badge of root.querySelectorAll('.pulse'))
    badge.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.35)' }, { transform: 'scale(1)' }], {
      duration: 420,
      delay: Math.min(lines.length, 12) * 70,
      easing: 'ease-in-out',
    });
}

/**
 * The pieces each seat has on the table beyond the number it had at the last render (`before`, indexed by the seat
 * element's `data-seat`), and the numbers now. Without seats drawn (a pass-the-device screen) nothing is new.
 */
export function newOnTable(seats: Iterable<HTMLElement>, selector: string, before: readonly number[]): { fresh: Element[]; now: number[] } {
  const fresh: Element[] = [];
  const now: number[] = [];
  let drawn = false;
  for (const el of seats) {
    drawn = true;
    const seat = Number(el.dataset.seat);
    const pieces = el.querySelectorAll(selector);
    for (let i = before[seat] ?? 0; i < pieces.length; i++) fresh.push(pieces[i]);
    now[seat] = pieces.length;
  }
  return drawn ? { fresh, now } : { fresh: [], now: before.slice() };
}

/** Turns pieces just laid over into place (cards and tiles just turned up), one after another. */
export function turnOver(pieces: readonly Element[]): void {
  pieces.forEach((piece, i) =>
    piece.animate(
      [
        { transform: 'perspective(300px) rotateY(90deg)', opacity: 0.3 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: 300, delay: Math.min(i, 6) * 60, easing: 'ease-out', fill: 'backwards' },
    ),
  );
}

/** Shakes a pile that was just turned over into a new packet (Steal War). */
export function animateShuffle(node: Element): void {
  node.animate(
    [
      { transform: 'none' },
      { transform: 'rotate(-6deg)' },
      { transform: 'rotate(5deg)' },
      { transform: 'rotate(-3deg)' },
      { transform: 'none' },
    ],
    { duration: 500, easing: 'ease-in-out' },
  );
}
