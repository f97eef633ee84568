// For the layout tests: whether a face-up piece on the table is cut off (outside its seat, outside the widget, or
// outside a box around it that hides what overflows), in the War table and the decision tables alike.
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { all, part } from './helpers.ts';

/** Whether `inner` lies wholly inside `outer` (half a pixel of rounding allowed). */
export function inside(inner: DOMRect, outer: DOMRect): boolean {
  return (
    inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5
  );
}

/** Whether a box hides what overflows it (on either axis). */
function hides(node: Element): boolean {
  const s = getComputedStyle(node);
  return s.overflowX !== 'visible' || s.overflowY !== 'visible';
}

/** The face-up pieces cut off now, each named with its seat and what cuts it. */
export function clipped(el: PiecepackWar): string[] {
  const game = part(el, '.game');
  const gameBox = game.getBoundingClientRect();
  const cut: string[] = [];
  for (const seat of all(el, '.seat')) {
    const seatBox = seat.getBoundingClientRect();
    for (const face of seat.querySelectorAll('.played svg.up')) {
      const r = face.getBoundingClientRect();
      let why = !inside(r, seatBox) ? 'its seat' : !inside(r, gameBox) ? 'the widget' : '';
      for (let n = face.parentElement; !why && n && n !== seat; n = n.parentElement)
        if (hides(n) && !inside(r, n.getBoundingClientRect())) why = n.className;
      if (why) cut.push(`${face.getAttribute('aria-label')} of seat ${seat.dataset.seat} out of ${why}`);
    }
  }
  return cut;
}
