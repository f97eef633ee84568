// Game links in the address of the page a widget is in: which widget a link is for (`#g=1.…&w=<name>`, the widget's
// name from widget-name.ts; a link that names no widget is for the page's only widget), how a copied link names its
// widget, and whether the page is a VS Code webview (whose own address opens nowhere else).
import { FAMILY_FACTS } from '../../../engine/src/on-demand.ts';
import type { GameSession } from '../game/game-session.ts';
import type { WarStrings } from '../i18n/strings.ts';
import { widgetName } from './widget-name.ts';

/** The hash parameter that names the widget a link is for. */
export const WIDGET_PARAM = 'w';

/** `hash` (the page's `location.hash`) when it holds a game link meant for `el`, else null. */
export function pageLinkFor(el: Element, hash: string = location.hash): string | null {
  if (!/^#(?:.*[&;])?g=/.test(hash)) return null;
  const named = new URLSearchParams(hash.slice(1).replace(/;/g, '&')).get(WIDGET_PARAM);
  if (named !== null) return named === widgetName(el) ? hash : null;
  return el.isConnected && document.querySelectorAll(el.localName).length === 1 && document.contains(el) ? hash : null;
}

/** `link` (a URL with `#g=1.…`) naming the widget called `name`, so that only that widget of its page opens it. */
export function namingWidget(link: string, name: string): string {
  return `${link}&${WIDGET_PARAM}=${encodeURIComponent(name)}`;
}

/** Whether this page is a VS Code webview: its address opens nowhere else, and no embed page lies beside the widget. */
export function inVsCode(): boolean {
  return 'acquireVsCodeApi' in globalThis;
}

/** Why no link is offered for `session` (a hidden-information game still being played), or null: one is. */
export function linkRefused(session: GameSession | null, t: WarStrings): string | null {
  return session && FAMILY_FACTS[session.options.family].hidden && !session.over ? t.replay.linkHidden : null;
}
