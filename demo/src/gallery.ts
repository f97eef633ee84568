// The demo's "Pieces" section: every piecepack tile (four suits, six ranks), a second pack's tint, the tile back,
// a full deck of cards with jokers and the card back, drawn by the widget's own art modules in a shadow root
// that adopts the widget's theme, palette and art styles (so the palette and theme switches apply here too).
import { css, html, render, type CSSResult } from 'lit';
import { buildDeck, type Piece } from '../../engine/src/index.ts';
import { paletteStyles } from '../../webview/src/art/palettes.ts';
import { pieceBack, pieceFace } from '../../webview/src/art/piece.ts';
import { pieceLabel } from '../../webview/src/naming.ts';
import { DEFAULT_STRINGS } from '../../webview/src/strings.ts';
import { artStyles } from '../../webview/src/styles/art.styles.ts';
import { themeStyles } from '../../webview/src/styles/theme.styles.ts';

const galleryStyles = css`
  .sheet {
    --_piece: 3rem;
    background: var(--pp-felt);
    color: var(--pp-fg);
    border-radius: 10px;
    padding: 0.8rem;
    display: grid;
    gap: 0.8rem;
    font-family: var(--pp-font);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .cards {
    --_piece: 2.6rem;
  }
  h3 {
    margin: 0.2rem 0 0;
    font-size: 0.95rem;
    font-weight: 650;
  }
`;

function sheets(list: CSSResult[]): CSSStyleSheet[] {
  return list.map((s) => s.styleSheet).filter((s): s is CSSStyleSheet => s !== undefined);
}

function faces(pieces: readonly Piece[], packs: number) {
  return pieces.map((p) => pieceFace(p, packs, pieceLabel(p, packs, DEFAULT_STRINGS)));
}

/** Draws the pieces into `host` (which gets a shadow root). */
export function drawGallery(host: HTMLElement): void {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = sheets([themeStyles, paletteStyles, artStyles, galleryStyles]);
  const tiles = buildDeck('piecepack', 2, 0);
  const cards = buildDeck('cards-52', 1, 2);
  const bySuit = (suit: string) => tiles.filter((p) => p.kind === 'tile' && p.pack === 0 && p.suit === suit);
  render(
    html`<div class="sheet">
      <h3>Tiles: null, ace, 2, 3, 4, 5 of each suit</h3>
      ${['suns', 'moons', 'crowns', 'arms'].map((suit) => html`<div class="row">${faces(bySuit(suit), 1)}</div>`)}
      <h3>A second pack, told apart by its tint and two dots; the back every tile shares</h3>
      <div class="row">${faces(tiles.filter((p) => p.kind === 'tile' && p.pack === 1 && p.rank === '5'), 2)}${pieceBack('tile', 'tile back')}</div>
      <h3>Cards: a 52-card pack (36 and 32 leave out the low cards), two jokers and the back</h3>
      ${['spades', 'hearts', 'diamonds', 'clubs'].map((suit) => html`<div class="row cards">${faces(cards.filter((p) => p.kind === 'card' && p.suit === suit), 1)}</div>`)}
      <div class="row cards">${faces(cards.filter((p) => p.kind === 'joker'), 1)}${pieceBack('card', 'card back')}</div>
    </div>`,
    root,
  );
}
