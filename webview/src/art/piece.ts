// One piece as an <svg> element: a tile or card face, a joker, a numbered card, or a back; classes carry kind, suit and pack.
import { html, nothing, type TemplateResult } from 'lit';
import type { Piece } from '../../../engine/src/on-demand.ts';
import type { CardIndex } from '../../../picture/art/card.ts';
import { cardArt } from './card-loader.ts';
import { TILE_BACK, tileFace } from '../../../picture/art/tile.ts';

/** Whether the game is played with piecepack tiles or with cards (backs differ). */
export type PieceStyle = 'tile' | 'card';

/** The <svg> of a face-up piece; `label` is its accessible name (e.g. "5 of suns"); `index`, the letters cards print. */
export function pieceFace(piece: Piece, packs: number, label: string, extra = '', index?: CardIndex): TemplateResult {
  if (piece.kind === 'tile')
    return html`<svg class="piece tile ${piece.suit} pack-${piece.pack + 1} ${extra}" viewBox="0 0 100 100" role="img" aria-label=${label}>${tileFace(piece.suit, piece.rank, piece.pack, packs)}</svg>`;
  return cardArt().cardSvg(piece, packs, label, extra, index);
}

/** The <svg> of a face-down piece: the same back for every piece of the deck. */
export function pieceBack(style: PieceStyle, label: string, extra = ''): TemplateResult {
  return style === 'tile'
    ? html`<svg class="piece tile back ${extra}" viewBox="0 0 100 100" role="img" aria-label=${label}>${TILE_BACK}</svg>`
    : cardArt().cardSvg(null, 1, label, extra);
}

/** A back drawn only for looks (stack layers): hidden from assistive technology. */
export function decorativeBack(style: PieceStyle, extra = ''): TemplateResult {
  return style === 'tile'
    ? html`<svg class="piece tile back ${extra}" viewBox="0 0 100 100" aria-hidden="true">${TILE_BACK}</svg>`
    : cardArt().cardSvg(null, 1, null, extra);
}

/**
 * A war's face-down pieces as a fan (styled by table.styles.ts): each back in a slot that narrows when the seat is
 * short of room (the last one stays whole), so the face-up piece after it stays inside the seat. One accessible name,
 * `label`, for the whole fan; `extra(i)` gives the i-th back's classes.
 */
export function backFan(count: number, style: PieceStyle, label: string, extra: (i: number) => string = () => 'down'): TemplateResult {
  return html`<span class="fan" role="img" aria-label=${label}>
    ${Array.from({ length: count }, (_, i) => html`<span class="fan-slot">${decorativeBack(style, extra(i))}</span>`)}
    ${count >= 3 ? html`<span class="fan-count" aria-hidden="true">${count}</span>` : nothing}
  </span>`;
}

/** A face drawn only for looks inside a labelled control or image: hidden from assistive technology. */
export function decorativeFace(piece: Piece, packs: number, extra = '', index?: CardIndex): TemplateResult {
  if (piece.kind === 'tile')
    return html`<svg class="piece tile ${piece.suit} pack-${piece.pack + 1} ${extra}" viewBox="0 0 100 100" aria-hidden="true">${tileFace(piece.suit, piece.rank, piece.pack, packs)}</svg>`;
  return cardArt().cardSvg(piece, packs, null, extra, index);
}
