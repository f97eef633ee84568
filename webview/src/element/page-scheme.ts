// Whether the page around a widget is light or dark, for `theme="auto"`: the page's own `color-scheme` when it names
// one scheme, else the colour of the nearest opaque background behind the widget, else nothing (the OS's preference
// decides, in CSS). Told to the styles as a custom state of the element (`:state(page-dark)`, `:state(page-light)`).
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What the page says about its scheme: dark, light, or nothing. */
export type PageScheme = 'dark' | 'light' | null;

/** The relative luminance of an sRGB colour given as channels 0-255 (WCAG's formula). */
export function luminance(r: number, g: number, b: number): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** An `rgb()`/`rgba()` colour's channels and alpha, or null for any other form. */
function channels(colour: string): [number, number, number, number] | null {
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(colour);
  if (!m) return null;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
  return [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
}

/** The element a node's styles come from: its parent, or the host of the shadow root it sits in. */
function above(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * What the page around `el` says: its `color-scheme` if it names one scheme, else its nearest opaque background's
 * lightness; nothing in a VS Code webview, whose theme variables colour the widget (the few colours they leave to the
 * widget's own scheme, a button's background beside VS Code's button text, keep following the OS as they were made to).
 */
export function pageScheme(el: Element): PageScheme {
  const outside = above(el);
  if (!outside) return null;
  if (getComputedStyle(document.documentElement).getPropertyValue('--vscode-editor-background').trim() !== '') return null;
  const named = getComputedStyle(outside)
    .colorScheme.split(/\s+/)
    .filter((s) => s === 'light' || s === 'dark');
  if (named.length === 1) return named[0];
  for (let node: Element | null = outside; node; node = above(node)) {
    const c = channels(getComputedStyle(node).backgroundColor);
    if (c && c[3] >= 0.9) return luminance(c[0], c[1], c[2]) < 0.18 ? 'dark' : 'light';
  }
  return null;
}

/** Keeps the element's page-scheme state up to date while it is in the page. */
export class PageSchemeController implements ReactiveController {
  private readonly internals: ElementInternals;
  private observer: MutationObserver | null = null;
  private frame = 0;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    this.internals = host.attachInternals();
    host.addController(this);
  }

  hostConnected(): void {
    // A page switching its theme changes a class, a style or an attribute on <html> or <body>.
    this.observer = new MutationObserver(() => this.later());
    for (const node of [document.documentElement, document.body])
      if (node) this.observer.observe(node, { attributes: true, attributeFilter: ['class', 'style', 'data-theme', 'data-color-scheme'] });
    this.update();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
    cancelAnimationFrame(this.frame);
  }

  /** Reads the page again at the next frame (its styles have then changed). */
  private later(): void {
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => this.update());
  }

  private update(): void {
    const scheme = pageScheme(this.host);
    const states = this.internals.states;
    for (const name of ['page-dark', 'page-light'] as const) {
      if (scheme !== null && name === `page-${scheme}`) states.add(name);
      else states.delete(name);
    }
  }
}
