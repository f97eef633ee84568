// How the pieces look: sizes, the tile and card faces (tinted per pack), suit colours from the palette, and the backs.
import { css } from 'lit';

export const artStyles = css`
  .piece {
    display: block;
    flex: none;
    overflow: visible;
  }
  .piece.tile {
    width: var(--_piece);
    height: var(--_piece);
  }
  /* Cards are narrower than tiles, so they are drawn taller to stay as readable. */
  .piece.card {
    width: calc(var(--_piece) * 0.94);
    height: calc(var(--_piece) * 1.3);
  }
  .tile-base,
  .card-base {
    stroke: var(--pp-piece-edge);
  }
  .tile-base {
    fill: var(--pp-tile-face);
    stroke-width: 2;
  }
  .card-base {
    fill: var(--pp-card-face);
    stroke-width: 1.5;
  }
  .pack-2 .tile-base, .pack-2 .card-base, .pack-2 .court-badge { fill: var(--pp-pack-2); }
  .pack-3 .tile-base, .pack-3 .card-base, .pack-3 .court-badge { fill: var(--pp-pack-3); }
  .pack-4 .tile-base, .pack-4 .card-base, .pack-4 .court-badge { fill: var(--pp-pack-4); }
  .pack-5 .tile-base, .pack-5 .card-base, .pack-5 .court-badge { fill: var(--pp-pack-5); }
  .pack-6 .tile-base, .pack-6 .card-base, .pack-6 .court-badge { fill: var(--pp-pack-6); }
  .pack-7 .tile-base, .pack-7 .card-base, .pack-7 .court-badge { fill: var(--pp-pack-7); }
  .pack-8 .tile-base, .pack-8 .card-base, .pack-8 .court-badge { fill: var(--pp-pack-8); }
  .pack-disc {
    fill: var(--pp-pack-mark);
  }
  .pack-number {
    fill: var(--pp-pack-mark-fg, #ffffff);
    font-family: var(--pp-piece-font);
    font-weight: 800;
    font-size: 21px;
  }
  .symbol {
    fill: currentColor;
  }
  .suns .ink { color: var(--pp-suns); }
  .moons .ink { color: var(--pp-moons); }
  .crowns .ink { color: var(--pp-crowns); }
  .arms .ink { color: var(--pp-arms); }
  .hearts .ink,
  .diamonds .ink,
  .joker.red .ink {
    color: var(--pp-red-suit);
  }
  .spades .ink,
  .clubs .ink,
  .numbered .ink,
  .joker.black .ink {
    color: var(--pp-black-suit);
  }
  .value,
  .index,
  .court,
  .joker-letter {
    fill: currentColor;
    font-family: var(--pp-piece-font);
    font-weight: 700;
  }
  .value {
    font-size: 62px;
  }
  .index {
    font-size: 21px;
    letter-spacing: -1.5px;
  }
  .index.wide {
    font-size: 17px;
    letter-spacing: -2px;
  }
  .court {
    font-size: 30px;
  }
  .joker-letter {
    font-size: 10px;
  }
  .court-badge {
    fill: var(--pp-card-face);
  }
  .court-frame {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
    opacity: 0.45;
  }
  .back .tile-base {
    fill: var(--pp-tile-back);
  }
  .back .card-base {
    fill: var(--pp-card-back);
  }
  .back-frame,
  .back-cross,
  .back-lattice {
    fill: none;
  }
  .tile.back .back-frame {
    stroke: var(--pp-tile-back-line);
    stroke-width: 2.5;
  }
  .back-cross {
    stroke: var(--pp-tile-back-line);
    stroke-width: 5;
    stroke-linecap: round;
  }
  .card.back .back-frame {
    stroke: var(--pp-card-back-line);
    stroke-width: 1.5;
  }
  .back-lattice {
    stroke: var(--pp-card-back-line);
    stroke-width: 1.2;
    opacity: 0.8;
  }
  @media (forced-colors: active) {
    .tile-base,
    .card-base,
    .back .tile-base,
    .back .card-base,
    [class*='pack-'] .tile-base,
    [class*='pack-'] .card-base {
      fill: Canvas;
      stroke: CanvasText;
    }
    .ink,
    .suns .ink, .moons .ink, .crowns .ink, .arms .ink,
    .hearts .ink, .diamonds .ink, .spades .ink, .clubs .ink, .joker .ink, .numbered .ink {
      color: CanvasText;
    }
    .back-frame, .back-cross, .back-lattice,
    .tile.back .back-frame, .card.back .back-frame {
      stroke: CanvasText;
    }
    .pack-disc {
      fill: CanvasText;
    }
    .pack-number {
      fill: Canvas;
    }
  }
`;
