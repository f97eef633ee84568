// Animations with the Web Animations API (allowed under a strict CSP, unlike inline styles): a piece travels from its
// seat's stack to the table (a face-up piece turning over on the way, a war's face-down pieces sliding), a tie's "War!" mark pops up, and the pot slides to the winner. Skipped entirely
// under reduced motion.

/** Whether the reader asked for less motion: the media query, or VS Code's `vscode-reduce-motion` body class. */
export function prefersReducedMotion(): boolean {
  return (
    (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) ||
    (typeof document !== 'undefined' && document.body?.classList.contains('vscode-reduce-motion') === true)
  );
}

/** Where a piece comes from, relative to where it lands (its seat's stack), in pixels. */
export interface Offset {
  x: number;
  y: number;
}

/**
 * Animates a piece that has just been played, after `delay` ms: it travels from its seat's stack (`from`) to its place
 * on the table, face-up pieces turning over on the way, face-down ones sliding (transform only).
 */
export function animatePlayed(piece: Element, delay: number, duration: number, from: Offset = { x: 0, y: 0 }): void {
  const up = piece.classList.contains('up');
  const start = `translate(${Math.round(from.x)}px, ${Math.round(from.y)}px)`;
  const frames = up
    ? [{ transform: `${start} perspective(300px) rotateY(90deg)` }, { transform: 'none' }]
    : [{ transform: `${start} scale(0.92)` }, { transform: 'none' }];
  piece.animate(frames, { duration: up ? duration : duration * 0.7, delay, easing: 'ease-out', fill: 'backwards' });
}

/** Where `piece` comes from when played from `stack`: the stack's corner relative to the piece's. */
export function offsetFrom(stack: Element | null, piece: Element): Offset {
  if (!stack) return { x: 0, y: 0 };
  const a = stack.getBoundingClientRect();
  const b = piece.getBoundingClientRect();
  return { x: a.left - b.left, y: a.top - b.top };
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

/** Slides the copies onto `target` (the winner's pile), shrinking (transform only), then removes them. */
export function slidePot(ghosts: readonly Ghost[], layer: HTMLElement, target: Element | null, duration: number): void {
  const base = layer.getBoundingClientRect();
  const r = target?.getBoundingClientRect();
  ghosts.forEach((g, i) => {
    const to = r ? `translate(${r.left - base.left}px, ${r.top - base.top}px) scale(0.7)` : `translate(${g.x}px, ${g.y}px) scale(0.7)`;
    const animation = g.node.animate([{ transform: `translate(${g.x}px, ${g.y}px)` }, { transform: to }], {
      duration,
      delay: Math.min(i, 10) * 15,
      easing: 'ease-in',
      fill: 'both',
    });
    animation.finished.then(
      () => g.node.remove(),
      () => g.node.remove(),
    );
  });
}
