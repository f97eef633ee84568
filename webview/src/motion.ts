// Animations with the Web Animations API (allowed under a strict CSP, unlike inline styles): a face-up piece flips in,
// a war's face-down pieces slide in, a tie's "War!" mark pops up, and the pot slides to the winner. Skipped entirely
// under reduced motion.

/** Whether the reader asked for less motion: the media query, or VS Code's `vscode-reduce-motion` body class. */
export function prefersReducedMotion(): boolean {
  return (
    (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) ||
    (typeof document !== 'undefined' && document.body?.classList.contains('vscode-reduce-motion') === true)
  );
}

/** Animates a piece that has just been played, after `delay` ms: face-up pieces turn over, face-down ones slide in. */
export function animatePlayed(piece: Element, delay: number, duration: number): void {
  const up = piece.classList.contains('up');
  const frames = up
    ? [
        { transform: 'perspective(300px) rotateY(90deg)', opacity: 0.3 },
        { transform: 'none', opacity: 1 },
      ]
    : [
        { transform: 'translate(-30%, -25%)', opacity: 0 },
        { transform: 'none', opacity: 1 },
      ];
  piece.animate(frames, { duration: up ? duration : duration * 0.7, delay, easing: 'ease-out', fill: 'backwards' });
}

/** Pops up a tie's "War!" mark. */
export function popMark(mark: Element, duration: number): void {
  mark.animate(
    [
      { transform: 'scale(0.4)', opacity: 0 },
      { transform: 'scale(1.15)', opacity: 1, offset: 0.6 },
      { transform: 'scale(1)', opacity: 1 },
    ],
    { duration: duration * 1.3, delay: duration * 0.6, easing: 'ease-out', fill: 'backwards' },
  );
}

/** A copy of a piece left behind on the table while the pot slides away, and where it stood. */
export interface Ghost {
  node: Element;
  x: number;
  y: number;
}

/** Copies the pieces on the table into `layer` (positioned over the table) before the pot is collected. */
export function capturePot(pieces: readonly Element[], layer: HTMLElement): Ghost[] {
  const base = layer.getBoundingClientRect();
  return pieces.map((piece) => {
    const r = piece.getBoundingClientRect();
    const node = piece.cloneNode(true) as Element;
    node.removeAttribute('role');
    node.removeAttribute('aria-label');
    node.setAttribute('aria-hidden', 'true');
    node.classList.add('ghost');
    layer.append(node);
    const ghost = { node, x: r.left - base.left, y: r.top - base.top };
    node.animate([{ transform: `translate(${ghost.x}px, ${ghost.y}px)` }], { duration: 1, fill: 'forwards' });
    return ghost;
  });
}

/** Slides the copies onto `target` (the winner's pile), shrinking, then removes them. */
export function slidePot(ghosts: readonly Ghost[], layer: HTMLElement, target: Element | null, duration: number): void {
  const base = layer.getBoundingClientRect();
  const r = target?.getBoundingClientRect();
  ghosts.forEach((g, i) => {
    const to = r ? `translate(${r.left - base.left}px, ${r.top - base.top}px) scale(0.7)` : `translate(${g.x}px, ${g.y}px) scale(0.7)`;
    const animation = g.node.animate(
      [
        { transform: `translate(${g.x}px, ${g.y}px)`, opacity: 1 },
        { transform: to, opacity: 0.15 },
      ],
      { duration, delay: Math.min(i, 10) * 15, easing: 'ease-in', fill: 'both' },
    );
    animation.finished.then(
      () => g.node.remove(),
      () => g.node.remove(),
    );
  });
}
