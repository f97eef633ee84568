// The demo's "Pieces" section: every piecepack tile (four suits, six ranks), a second pack's tint, the tile back,
// a full deck of cards with jokers and the card back, drawn by the widget's own art modules in a shadow root
// that adopts the widget's theme, palette and art styles (so the palette and theme switches apply here too), named
// and lettered in the page's language.
import { css, html, render, type CSSResult } from 'lit';
import { buildDeck, type Piece } from '../../engine/src/index.ts';
import { paletteStyles } from '../../picture/art/palettes.ts';
import { pieceBack, pieceFace } from '../../webview/src/art/piece.ts';
import { pieceLabel } from '../../webview/src/i18n/naming.ts';
import type { WarStrings } from '../../webview/src/i18n/strings.ts';
import { artStyles } from '../../picture/styles/art.styles.ts';
import { themeStyles } from '../../picture/styles/theme.styles.ts';
import type { PageSpeech } from './page-language.ts';

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

function faces(pieces: readonly Piece[], packs: number, t: WarStrings) {
  return pieces.map((p) => pieceFace(p, packs, pieceLabel(p, packs, t), '', t.cardIndex));
}

/** Draws the pieces into `host` (which gets a shadow root), in the page's language. */
export function drawGallery(host: HTMLElement, speech: PageSpeech): void {
  const t = speech.war;
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = sheets([themeStyles, paletteStyles, artStyles, galleryStyles]);
  const tiles = buildDeck('piecepack', 2, 0);
  const cards = buildDeck('cards-52', 1, 2);
  const bySuit = (suit: string) => tiles.filter((p) => p.kind === 'tile' && p.pack === 0 && p.suit === suit);
  render(
    html`<div class="sheet">
      <h3>${speech.text('galleryTiles')}</h3>
      ${['suns', 'moons', 'crowns', 'arms'].map((suit) => html`<div class="row">${faces(bySuit(suit), 1, t)}</div>`)}
      <h3>${speech.text('gallerySecondPack')}</h3>
      <div class="row">${faces(
        tiles.filter((p) => p.kind === 'tile' && p.pack === 1 && p.rank === '5'),
        2,
        t,
      )}${pieceBack('tile', speech.text('tileBack'))}</div>
      <h3>${speech.text('galleryCards')}</h3>
      ${['spades', 'hearts', 'diamonds', 'clubs'].map(
        (suit) =>
          html`<div class="row cards">${faces(
            cards.filter((p) => p.kind === 'card' && p.suit === suit),
            1,
            t,
          )}</div>`,
      )}
      <div class="row cards">${faces(
        cards.filter((p) => p.kind === 'joker'),
        1,
        t,
      )}${pieceBack('card', speech.text('cardBack'))}</div>
    </div>`,
    root,
  );
}
