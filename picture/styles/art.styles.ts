// How the pieces look: sizes, the tile faces (tinted per pack), suit colours from the palette, and the backs. The
// cards' own look is card.styles.ts, which comes with the card art (loaded on demand).
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
  .tile-base {
    stroke: var(--pp-piece-edge);
    fill: var(--pp-tile-face);
    stroke-width: 2;
  }
  .pack-2 .tile-base { fill: var(--pp-pack-2); }
  .pack-3 .tile-base { fill: var(--pp-pack-3); }
  .pack-4 .tile-base { fill: var(--pp-pack-4); }
  .pack-5 .tile-base { fill: var(--pp-pack-5); }
  .pack-6 .tile-base { fill: var(--pp-pack-6); }
  .pack-7 .tile-base { fill: var(--pp-pack-7); }
  .pack-8 .tile-base { fill: var(--pp-pack-8); }
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
  .value {
    fill: currentColor;
    font-family: var(--pp-piece-font);
    font-weight: 700;
    font-size: 62px;
  }
  .back .tile-base {
    fill: var(--pp-tile-back);
  }
  .back-frame,
  .back-cross {
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
  @media (forced-colors: active) {
    .tile-base,
    .back .tile-base,
    [class*='pack-'] .tile-base {
      fill: Canvas;
      stroke: CanvasText;
    }
    .ink,
    .suns .ink, .moons .ink, .crowns .ink, .arms .ink {
      color: CanvasText;
    }
    .back-frame, .back-cross,
    .tile.back .back-frame {
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
