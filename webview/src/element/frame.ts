// The element's title line: the variant's title (a heading when the page asks for a level) and the game menu's
// disclosure. What every table draws around itself (error, banner, status line, controls) is game/table-frame.ts.
import { html, nothing, type TemplateResult } from 'lit';
import type { GameView } from '../../../engine/src/on-demand.ts';
import { gameTitle } from '../game/table-frame.ts';
import type { WarStrings } from '../i18n/strings.ts';

/**
 * The title line: the variant's title (a heading only when the page asks for a level) and the game menu, a
 * disclosure whose body (the deal's number, Restart, New game, the copies and pictures: menu/menu-body.ts) comes with
 * the menu's file; until it is here, opening the disclosure asks for it with `want`.
 */
export function headPart(
  view: GameView,
  level: number | null,
  body: TemplateResult | null,
  t: WarStrings,
  want: () => void,
): TemplateResult {
  const toggled = (e: Event): void => {
    if ((e.target as HTMLDetailsElement).open && body === null) want();
  };
  return html`<div class="head" part="header">
    <span class="title" role=${level === null ? nothing : 'heading'} aria-level=${level === null ? nothing : level}>${gameTitle(view, t)}</span>
    <details class="menu" part="menu" @toggle=${toggled}>
      <summary aria-label=${t.menuLabel}><span class="menu-word">${t.menu}</span></summary>
      ${body ?? nothing}
    </details>
  </div>`;
}
