// The widget's frame and table: the size system (pieces, coins, dice and text from the widget's width), the header and
// its game menu, seats laid out for 2 to 6 players from a 320 px column to a wide panel, stacks, pieces on the table
// with a war's face-down pieces fanned to fit the seat, the "War!" mark, the winner's highlight, a dropped-out seat,
// the end banner, status and errors.
import { css } from 'lit';

export const tableStyles = css`
  /*
   * Sizes, worked out once on .game for every table in the widget (the element is a size container, so they follow
   * the widget's width, not the viewport's). A page sets --pp-piece-size (and --pp-coin-size, --pp-die-size) to fix them.
   *   --_tile   a tile's side: 50 px in a phone column, about 78 px at 600 px, at most 88 px
   *   --_card-w, --_card-h   a card (5:7): 42 x 58 in a phone column, about 65 x 90 at 600 px and wider
   *   --_coin, --_die        Stacked Deck War's coins and dice: at least 32 px
   *   --_text   body text (14 px; nothing in the widget is under 13 px)
   * --_piece keeps its old meaning for tables written before (the page's --pp-piece-size, else 44 px), and inside
   * .game's children --pp-piece-size reads the same, so those tables look as they did until they adopt the sizes above.
   */
  .game {
    --_tile: var(--pp-piece-size, clamp(3.125rem, 13cqi, 5.5rem));
    --_card-h: var(--pp-piece-size, clamp(3.625rem, 15cqi, 5.75rem));
    --_card-w: calc(var(--_card-h) * 0.72);
    --_coin: var(--pp-coin-size, clamp(2rem, calc(var(--_tile) * 0.6), 3.5rem));
    --_die: var(--pp-die-size, var(--_coin));
    --_text: 0.875rem;
    --_legacy-piece: var(--pp-piece-size, 2.75rem);
    --_piece: var(--_legacy-piece);
    background: var(--pp-bg);
    color: var(--pp-fg);
    font-size: var(--_text);
    line-height: 1.35;
    border: 1px solid var(--pp-border);
    border-radius: var(--pp-radius);
    padding: 0.6rem;
    display: grid;
    gap: 0.55rem;
    min-width: 0;
  }
  .game > * {
    --pp-piece-size: var(--_legacy-piece);
  }
  .head {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
  }
  .title {
    font-weight: 650;
    font-size: 1.1em;
    min-width: 0;
  }
  .menu > summary {
    list-style: none;
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    /* A 44 px target that does not make the title line taller than its text. */
    min-height: 2.75rem;
    min-width: 2.75rem;
    margin: -0.55rem -0.25rem -0.55rem 0;
    justify-content: center;
    padding: 0 0.7rem;
    border: 1px solid var(--pp-border);
    border-radius: 6px;
    background: var(--pp-button-bg);
    color: var(--pp-button-fg);
    cursor: pointer;
    font-size: 0.95em;
  }
  .menu > summary::-webkit-details-marker {
    display: none;
  }
  .menu > summary::after {
    content: '';
    width: 0.45em;
    height: 0.45em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }
  .menu[open] > summary::after {
    transform: translateY(20%) rotate(-135deg);
  }
  .menu > summary:focus-visible {
    outline: 3px solid var(--pp-focus);
    outline-offset: 2px;
  }
  .table {
    position: relative;
    background: var(--pp-felt);
    /* Text straight on the felt reads on it; panels with a background of their own set their own colour. */
    color: var(--pp-felt-fg);
    border-radius: calc(var(--pp-radius) - 2px);
    padding: 0.5rem;
    display: grid;
    gap: 0.5rem;
  }
  .table:focus {
    outline: none;
  }
  .table:focus-visible {
    outline: 3px solid var(--pp-focus);
    outline-offset: 2px;
  }
  .rank-note {
    margin: 0;
    color: var(--pp-felt-fg);
    font-size: 0.8125rem;
  }
  .seats {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
    /*
     * A seat is never narrower than its stack and count, the battle piece and a war's face-up piece beside it, and the
     * room of the War! mark: seats narrower than that cut their pieces off. Fewer seats a row when they do not fit.
     */
    --_seat-min: calc(var(--_w) * 3.45 + var(--_mark-room) + 4.3rem);
    grid-template-columns: repeat(auto-fit, minmax(min(100%, max(var(--_seat-min), var(--_seat-share, 0%))), 1fr));
    --_piece: var(--_tile);
  }
  /* Three seats and more: tiles at most 72 px, so a war two deep still lies on one line beside the stack. */
  .seats-3.deck-tile,
  .seats-4.deck-tile,
  .seats-5.deck-tile,
  .seats-6.deck-tile {
    --_piece: min(var(--_tile), 4.5rem);
  }
  .seats.deck-card {
    /* Cards are drawn from --_piece at 0.94 x 1.3 of it (art.styles.ts): this makes them about --_card-w x --_card-h. */
    --_piece: calc(var(--_card-h) / 1.3);
  }
  /*
   * Seats side by side (cards from 46rem, tiles from 49.25rem, two seats of tiles from 57.75rem: below, the narrowest
   * seat leaves one a row) keep room for a second line of pieces, the one a war wraps to: the seats keep their height
   * through a war, so the controls below never move. One a row, a seat's line is long enough for a war two deep (the
   * War! mark then sits on the title line, below).
   */
  @container (min-width: 46rem) {
    .seats.deck-card .played {
      min-height: calc(var(--_ph) * 2 + 0.35rem + 6px);
      align-content: flex-start;
    }
  }
  /* Tiles are wider: three seats or more lie side by side from about 49.25rem, two from about 57.75rem. */
  @container (min-width: 49.25rem) {
    .seats.deck-tile:not(.seats-2) .played {
      min-height: calc(var(--_ph) * 2 + 0.35rem + 6px);
      align-content: flex-start;
    }
  }
  @container (min-width: 57.75rem) {
    .seats-2.deck-tile .played {
      min-height: calc(var(--_ph) * 2 + 0.35rem + 6px);
      align-content: flex-start;
    }
  }
  /* Below 22rem (352 px) a line beside the stack holds a war one deep, not two: two to four seats keep room for a second. */
  @container (max-width: 22rem) {
    :is(.seats-2, .seats-3, .seats-4) .played {
      min-height: calc(var(--_ph) * 2 + 0.35rem + 6px);
      align-content: flex-start;
    }
  }
  /* Four seats lie at most two a row (two rows of two, not three and one); five or six at most three a row. */
  .seats-4 { --_seat-share: 40%; }
  .seats-5, .seats-6 { --_seat-share: 30%; }
  /* Two seats side by side face each other, as across a real table: stacks at the edges, the pieces meet in the middle. */
  @container (min-width: 57.75rem) {
    .seats-2 .played {
      justify-content: flex-end;
    }
    .seats-2 .seat + .seat .seat-body {
      flex-direction: row-reverse;
    }
    .seats-2 .seat + .seat .played {
      justify-content: flex-start;
    }
  }
  .seat {
    position: relative;
    min-width: 0;
    background: var(--pp-seat-bg);
    color: var(--pp-fg);
    border: 1px solid var(--pp-border);
    border-radius: 8px;
    padding: 0.4rem 0.5rem 0.5rem;
    display: grid;
    gap: 0.35rem;
    align-content: start;
    contain: layout style;
  }
  .seat.takes {
    border-color: var(--pp-highlight);
    box-shadow: inset 0 0 0 2px var(--pp-highlight);
  }
  /* The game's winner: outlined in the winner's gold, named so, never greyed (even with no pieces left). */
  .seat.winner {
    border-color: var(--pp-highlight);
    box-shadow: inset 0 0 0 3px var(--pp-highlight);
  }
  .winner-tag {
    background: var(--pp-highlight);
    color: var(--pp-highlight-fg);
    border-radius: 999px;
    padding: 0 0.5rem;
    font-size: 0.8125rem;
    font-weight: 700;
    white-space: nowrap;
  }
  .seat.out {
    border-style: dashed;
    background: transparent;
  }
  .seat.out .piece {
    filter: grayscale(1);
    opacity: 0.45;
  }
  /*
   * A seat that is out, once its last pieces have left the table, folds to a thin row, its name and "Out": its empty
   * stack and table say nothing more. While its pieces still lie in a trick or a war they stay in sight.
   */
  .seat.folded .seat-body {
    display: none;
  }
  .seat-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    column-gap: 0.4rem;
  }
  .seat-name {
    font-weight: 650;
    white-space: nowrap;
  }
  .kind {
    color: var(--pp-muted);
    font-size: 0.8125rem;
    white-space: nowrap;
  }
  .seat.out .kind {
    font-weight: 650;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .seat-body {
    display: flex;
    flex-wrap: nowrap;
    align-items: flex-start;
    gap: 0.5rem;
    min-width: 0;
  }
  .stack-box,
  .won-box {
    display: flex;
    align-items: center;
    gap: 0.3rem;
    flex: none;
  }
  .count,
  .won-count {
    font-variant-numeric: tabular-nums;
    font-weight: 650;
    min-width: 1.6em;
  }
  .won-count {
    font-weight: 500;
    color: var(--pp-muted);
  }
  .deck-tile { --_w: var(--_piece); --_ph: var(--_piece); }
  .deck-card { --_w: calc(var(--_piece) * 0.94); --_ph: calc(var(--_piece) * 1.3); }
  .pile {
    position: relative;
    width: calc(var(--_w) + 6px);
    height: calc(var(--_ph) + 6px);
  }
  .seats .won.pile {
    --_piece: calc(var(--_tile) * 0.6);
    --_w: calc(var(--_piece) * 0.94);
    --_ph: calc(var(--_piece) * 1.3);
  }
  .seats.deck-card .won.pile {
    --_piece: calc(var(--_card-h) / 1.3 * 0.6);
  }
  .deck-tile .won.pile {
    --_w: var(--_piece);
    --_ph: var(--_piece);
  }
  .pile .piece {
    position: absolute;
    left: 0;
    top: 0;
  }
  .pile .layer-1 { transform: translate(3px, 3px); }
  .pile .layer-2 { transform: translate(6px, 6px); }
  .layers-2 .layer-0, .layers-3 .layer-0 { transform: none; }
  .pile-empty {
    position: absolute;
    inset: 0 6px 6px 0;
    border: 2px dashed var(--pp-border);
    border-radius: 6px;
  }
  /*
   * The pieces on the table: one group per war step, side by side while they fit, each on a line of its own when not.
   * In a group the face-down pieces are a fan whose slots narrow when room runs out (the last back stays whole); the
   * face-up piece never shrinks, so it stays inside the seat however long the war (a Război war lays 14 a side).
   */
  .played {
    flex: 1 1 0;
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.35rem 0.6rem;
    min-width: 0;
    max-width: 100%;
    min-height: calc(var(--_ph) + 6px);
  }
  .war-group {
    position: relative;
    display: flex;
    align-items: flex-end;
    flex: 0 1 auto;
    min-width: var(--_w);
    max-width: 100%;
  }
  .fan {
    position: relative;
    display: flex;
    flex: 0 1 auto;
    min-width: calc(var(--_w) * 0.6);
    overflow: hidden;
    margin-right: calc(var(--_w) * -0.55);
    padding-top: 3px;
  }
  .fan-slot {
    flex: 0 1 calc(var(--_w) * 0.3);
    min-width: 0;
    height: var(--_ph);
  }
  .fan-slot:last-of-type {
    flex: 0 0 var(--_w);
  }
  .fan-count {
    position: absolute;
    left: 2px;
    top: 0;
    min-width: 1.5em;
    padding: 0 0.3em;
    border-radius: 999px;
    background: var(--pp-bg);
    color: var(--pp-fg);
    border: 1px solid var(--pp-border);
    font-size: 0.8125rem;
    line-height: 1.2;
    font-weight: 650;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .war-group > .piece.up {
    position: relative;
    flex: none;
  }
  /*
   * The mark sits beside the tied piece, on its right, never over it: the piece's value (its centre) and its index
   * stay in sight. The tied seat keeps room for it at the end of its line, so it stays inside the seat.
   */
  .seat.tied .played {
    padding-right: var(--_mark-room);
  }
  .seats {
    --_mark-room: clamp(2.9rem, calc(var(--_w) * 0.75), 4.4rem);
  }
  .war-mark {
    position: absolute;
    left: calc(100% + 0.2rem);
    top: 50%;
    translate: 0 -50%;
    rotate: -8deg;
    transform-origin: center;
    padding: 0.1em 0.35em;
    border-radius: 6px;
    background: var(--pp-war);
    color: var(--pp-war-fg);
    font-weight: 800;
    font-size: clamp(0.8125rem, calc(var(--_w) * 0.2), 1.1rem);
    letter-spacing: 0.02em;
    white-space: nowrap;
    box-shadow: 0 2px 6px rgb(0 0 0 / 0.3);
    pointer-events: none;
  }
  .seat.tied {
    border-color: var(--pp-war);
  }
  .piece.deciding {
    outline: 3px solid var(--pp-highlight);
    outline-offset: 1px;
    border-radius: 12%;
  }
  .slot {
    width: var(--_w);
    height: var(--_ph);
    border: 2px dashed var(--pp-border);
    border-radius: 6px;
    opacity: 0.7;
  }
  /* The tag lies over the seat's top right corner (in place of the seat's kind), so it adds no row to the seat. */
  .seat.takes .seat-head .kind {
    visibility: hidden;
  }
  .takes-tag {
    position: absolute;
    top: 0.35rem;
    right: 0.5rem;
    line-height: 1.35;
    white-space: nowrap;
    background: var(--pp-highlight);
    color: var(--pp-highlight-fg);
    border-radius: 999px;
    padding: 0 0.5rem;
    font-size: 0.8125rem;
    font-weight: 650;
  }
  /*
   * A phone column: one seat a row, its stack and its pieces side by side on one line (the fans narrow to fit, and
   * the gaps are smaller), so a war does not add rows under the pieces and the controls below keep their place.
   */
  @container (max-width: 33rem) {
    .seats {
      grid-template-columns: 1fr;
      gap: 0.4rem;
    }
    .played {
      column-gap: 0.3rem;
    }
    /* The backs overlap more, so a war one deep lies on the line beside the battle piece. */
    .fan {
      min-width: calc(var(--_w) * 0.56);
      margin-right: calc(var(--_w) * -0.7);
    }
  }
  /*
   * Seats one a row: the War! mark sits on the seat's title line, in place of its kind, not at the end of the pieces:
   * the whole line is left to the pieces, so a war two deep still lies on it beside the stack.
   */
  @container (max-width: 45.99rem) {
    .seat.tied .played {
      padding-right: 0;
    }
    .seat.tied .seat-head .kind {
      visibility: hidden;
    }
    .war-group {
      position: static;
    }
    .war-mark {
      left: auto;
      right: 0.5rem;
      top: 0.3rem;
      translate: none;
      line-height: 1.2;
    }
  }
  /* Tiles still lie one a row up to about 49.25rem, two seats of tiles up to about 57.75rem. */
  @container (min-width: 46rem) and (max-width: 49.24rem) {
    .deck-tile .seat.tied .played {
      padding-right: 0;
    }
    .deck-tile .seat.tied .seat-head .kind {
      visibility: hidden;
    }
    .deck-tile .war-group {
      position: static;
    }
    .deck-tile .war-mark {
      left: auto;
      right: 0.5rem;
      top: 0.3rem;
      translate: none;
      line-height: 1.2;
    }
  }
  @container (min-width: 49.25rem) and (max-width: 57.74rem) {
    .seats-2.deck-tile .seat.tied .played {
      padding-right: 0;
    }
    .seats-2.deck-tile .seat.tied .seat-head .kind {
      visibility: hidden;
    }
    .seats-2.deck-tile .war-group {
      position: static;
    }
    .seats-2.deck-tile .war-mark {
      left: auto;
      right: 0.5rem;
      top: 0.3rem;
      translate: none;
      line-height: 1.2;
    }
  }
  /*
   * Five or six seats in a phone column: each seat one row, its name beside its stack instead of above it, and smaller
   * pieces, so that the six seats, the message and Flip fit a phone's first screen (360 x 740). The tag sits on the
   * seat's top edge.
   */
  @container (max-width: 33rem) {
    .seats:is(.seats-5, .seats-6) {
      --_tile: var(--pp-piece-size, 2.75rem);
      --_card-h: var(--pp-piece-size, 3.125rem);
      gap: 0.3rem;
    }
    :is(.seats-5, .seats-6) > .seat {
      grid-template-columns: 4rem minmax(0, 1fr);
      column-gap: 0.4rem;
      align-items: center;
      padding: 0.3rem 0.4rem;
    }
    :is(.seats-5, .seats-6) .seat-head {
      flex-direction: column;
      align-items: flex-start;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    :is(.seats-5, .seats-6) .seat-name {
      white-space: normal;
      line-height: 1.2;
    }
    :is(.seats-5, .seats-6) .kind {
      white-space: normal;
      line-height: 1.2;
    }
    :is(.seats-5, .seats-6) :is(.takes-tag, .war-mark) {
      top: -0.6rem;
      right: 0.4rem;
      line-height: 1.2;
    }
    /* The stack's count lies on the stack's corner, so the line keeps room for a war two deep beside it. */
    :is(.seats-5, .seats-6) .stack-box {
      position: relative;
    }
    :is(.seats-5, .seats-6) .count {
      position: absolute;
      right: 0;
      bottom: 0;
      min-width: 1.5em;
      padding: 0 0.25em;
      border-radius: 999px;
      background: var(--pp-bg);
      color: var(--pp-fg);
      border: 1px solid var(--pp-border);
      font-size: 0.8125rem;
      line-height: 1.2;
      text-align: center;
    }
  }
  @media (forced-colors: active) {
    .takes-tag {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
    .seat.takes,
    .seat.winner {
      border: 3px solid Highlight;
    }
    .winner-tag {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
    .war-mark {
      forced-color-adjust: none;
      background: Mark;
      color: MarkText;
      border: 2px solid CanvasText;
      box-shadow: none;
    }
  }
  .overlay {
    position: absolute;
    inset: 0;
    pointer-events: none;
    overflow: visible;
  }
  .ghost {
    position: absolute;
    left: 0;
    top: 0;
  }
  .banner {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem 0.75rem;
    background: var(--pp-seat-bg);
    color: var(--pp-fg);
    border: 2px solid var(--pp-highlight);
    border-radius: 8px;
    padding: 0.55rem 0.75rem;
  }
  .banner-text {
    display: grid;
    gap: 0.1rem;
  }
  .headline {
    font-size: 1.15rem;
    font-weight: 700;
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    gap: 0.1rem 0.8rem;
    color: var(--pp-muted);
    font-size: 0.8125rem;
    font-variant-numeric: tabular-nums;
  }
  /*
   * Room for the longest message kept, so the controls below never move: two lines, three with five or six seats
   * (their messages name more seats), three in a phone column, four there with four seats or more; below 22rem one
   * more with three seats or more.
   */
  .message {
    min-height: 2.7em;
    margin: 0;
  }
  .game:has(:is(.seats-5, .seats-6)) .message {
    min-height: 4.05em;
  }
  @container (max-width: 33rem) {
    .message {
      min-height: 4.05em;
    }
    .game:has(:is(.seats-4, .seats-5, .seats-6)) .message {
      min-height: 5.4em;
    }
  }
  @container (max-width: 22rem) {
    .game:has(.seats-3) .message {
      min-height: 5.4em;
    }
    .game:has(:is(.seats-4, .seats-5, .seats-6)) .message {
      min-height: 6.75em;
    }
    /* The status wraps there once a war's count joins it: its second line is kept. */
    .status {
      min-height: calc(2.7em + 0.1rem);
      align-content: flex-start;
    }
  }
  .error {
    background: var(--pp-error-bg);
    color: var(--pp-error-fg);
    border: 1px solid currentColor;
    border-radius: 8px;
    padding: 0.6rem 0.75rem;
    overflow-wrap: anywhere;
  }
  .error p {
    margin: 0.3rem 0;
  }
  .error dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem 0.6rem;
    margin: 0.3rem 0 0;
  }
  .error dt {
    font-weight: 650;
  }
  .error dd {
    margin: 0;
  }
  .loading {
    color: var(--pp-muted);
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;
