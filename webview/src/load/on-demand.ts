// A part of the widget that only some pages or some moments need (sound, the end's figures, game links), loaded the
// first time it is wanted through a real import() (its own file in every build), after which the element draws again.
import type { CSSResult, ReactiveControllerHost } from 'lit';

/** The loads under way, per host (its updateComplete waits for them: a part is drawn once it is here). */
const underWay = new WeakMap<ReactiveControllerHost, Set<Promise<unknown>>>();

/** Waits for the host's parts on their way; true when any was. */
export async function partsArrived(host: ReactiveControllerHost): Promise<boolean> {
  const loads = underWay.get(host);
  if (!loads?.size) return false;
  await Promise.allSettled([...loads]);
  return true;
}

/** One module's part, loaded once on demand. */
export class OnDemand<T> {
  /** The part, once loaded. */
  value: T | null = null;
  private loading: Promise<T> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly load: () => Promise<T>,
  ) {}

  /** The part, or null while it is on its way (asking starts loading it; the host updates when it is here). */
  get(): T | null {
    if (!this.value) void this.ready().catch(() => undefined);
    return this.value;
  }

  /** The part, when it is here (asking starts loading it). */
  ready(): Promise<T> {
    if (this.loading) return this.loading;
    const loads = underWay.get(this.host) ?? new Set();
    underWay.set(this.host, loads);
    // A file that fails to load is not asked for again: the part is simply missing (no sound, no figures).
    const loading = this.load().then((value) => {
      this.value = value;
      this.host.requestUpdate();
      return value;
    });
    this.loading = loading;
    loads.add(loading);
    void loading.finally(() => loads.delete(loading)).catch(() => undefined);
    return loading;
  }
}

/**
 * Adds the styles of a part loaded on demand to the element's shadow root (a constructed style sheet: no <style> with
 * data, so a strict CSP allows it), once; the element's own `static styles` stay as they are.
 */
export function adoptPartStyles(root: Node, styles: CSSResult): void {
  const sheet = styles.styleSheet;
  if (!(root instanceof ShadowRoot) || !sheet || root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
