// Animations of the decision games (Web Animations only, allowed under a strict CSP): the lines of what an action did
// appear one after another in the order the effects were played, and tile values that changed pulse.

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

/** Slides new pieces onto the table (`.enter`): tiles and cards just turned up turn over into place. */
export function animateEnter(root: ParentNode, selector: string): void {
  [...root.querySelectorAll(selector)].forEach((piece, i) =>
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
