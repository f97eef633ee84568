// How the cards look: their faces (tinted per pack), the red and black suits, jokers and numbered cards, the corner
// indexes and courts, and the back's lattice. It comes with the card art (art/card.ts, loaded on demand): the element
// adopts it when a card game is dealt (game-lifecycle.ts), the decision games' tables and the pictures carry it.
import { css } from 'lit';

export const cardStyles = css`
  .card-base {
    stroke: var(--pp-piece-edge);
    fill: var(--pp-card-face);
    stroke-width: 1.5;
  }
  .pack-2 .card-base, .pack-2 .court-badge { fill: var(--pp-pack-2); }
  .pack-3 .card-base, .pack-3 .court-badge { fill: var(--pp-pack-3); }
  .pack-4 .card-base, .pack-4 .court-badge { fill: var(--pp-pack-4); }
  .pack-5 .card-base, .pack-5 .court-badge { fill: var(--pp-pack-5); }
  .pack-6 .card-base, .pack-6 .court-badge { fill: var(--pp-pack-6); }
  .pack-7 .card-base, .pack-7 .court-badge { fill: var(--pp-pack-7); }
  .pack-8 .card-base, .pack-8 .court-badge { fill: var(--pp-pack-8); }
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
  .index,
  .court,
  .joker-letter {
    fill: currentColor;
    font-family: var(--pp-piece-font);
    font-weight: 700;
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
  .back .card-base {
    fill: var(--pp-card-back);
  }
  .back-lattice {
    fill: none;
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
    .card-base,
    .back .card-base,
    [class*='pack-'] .card-base {
      fill: Canvas;
      stroke: CanvasText;
    }
    .hearts .ink, .diamonds .ink, .spades .ink, .clubs .ink, .joker .ink, .numbered .ink {
      color: CanvasText;
    }
    .back-lattice,
    .card.back .back-frame {
      stroke: CanvasText;
    }
  }
`;
