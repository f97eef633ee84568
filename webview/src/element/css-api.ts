// The element's styling API as data: its CSS parts and custom properties, each with what it styles. The build merges
// them into dist/custom-elements.json (as it does the option attributes), and a test holds the styles to the list.

/** A name and what it styles. */
export interface StyleHook {
  name: string;
  description: string;
}

/** The shadow parts a page can style with `::part()`. */
export const CSS_PARTS: readonly StyleHook[] = [
  { name: 'header', description: 'The title line.' },
  { name: 'menu', description: "The game menu in the title line (the deal's number, Restart, New game)." },
  { name: 'table', description: 'The table with every seat (focusable: Space or Enter plays; its name says what Space does now).' },
  {
    name: 'seat',
    description:
      'One seat; also `seat-1`...`seat-6`, `seat-out` when it dropped out, `seat-takes` when it takes the trick (or the round), `seat-winner` when it won the game (the War family).',
  },
  { name: 'help', description: 'The "How to play" disclosure under the title line.' },
  {
    name: 'round',
    description: 'Stacked Deck War: the round in the middle of the table (war, dice, rock-paper-scissors, effects waiting).',
  },
  { name: 'banner', description: 'The end-of-game banner.' },
  { name: 'figures', description: "The end's figures under the banner: tricks, wars, the longest war, lead changes, and the chart." },
  { name: 'chart', description: "The end's chart (an SVG) of each seat's pieces over the game." },
  { name: 'stack-control', description: "The person's own stack, a button that plays like Flip." },
  { name: 'status', description: 'The status line and the last result in words.' },
  { name: 'controls', description: 'The row of buttons.' },
  {
    name: 'button',
    description:
      'Every button of the controls and the menu; also `flip`, `play` (Auto-play), `restart`, `new-game`, `copy-embed`, `copy-embed-script`, `copy-link`, `save-picture`, `save-animation`, `save-war`, `save-tricks`, `finish`, `finish-yes`, `finish-no`, `replay-live`, `replay-play-on`.',
  },
  {
    name: 'replay',
    description:
      'The replay bar under the table: its buttons are also `replay-start`, `replay-back`, `replay-forward`, `replay-end`; the scrubber is `replay-scrub`.',
  },
  {
    name: 'caption',
    description:
      "A walk-through's caption of the step shown (a record's `notes`): a strip under the replay bar that stays on screen (sticky at the bottom).",
  },
  {
    name: 'ask',
    description: "A walk-through's question at the step shown (a record's `asks`), under the caption: the learner moves on the table.",
  },
  {
    name: 'ask-verdict',
    description: "What was said of the learner's answer to a walk-through's question, at the step the walk-through went on to.",
  },
  { name: 'embed-code', description: 'The embed snippets in the menu, to copy by hand when the page refuses the clipboard.' },
  { name: 'speed', description: 'The speed select.' },
  { name: 'error', description: 'The error shown in place of the table.' },
];

/** The custom properties a page can set on the element (or above it). */
export const CSS_PROPERTIES: readonly StyleHook[] = [
  { name: '--pp-bg', description: "Widget background (default: VS Code's editor background, else light or dark)." },
  { name: '--pp-fg', description: 'Text colour.' },
  { name: '--pp-muted', description: 'Secondary text.' },
  { name: '--pp-border', description: 'Borders.' },
  { name: '--pp-felt', description: "The table's surface." },
  { name: '--pp-felt-fg', description: 'Text on the felt (default: black or white, whichever reads better on --pp-felt).' },
  { name: '--pp-seat-bg', description: "A seat's background." },
  { name: '--pp-accent', description: 'The flip button.' },
  { name: '--pp-accent-fg', description: 'Text on the flip button.' },
  { name: '--pp-button-bg', description: 'Other buttons.' },
  { name: '--pp-button-fg', description: 'Text on other buttons.' },
  { name: '--pp-focus', description: 'The focus ring.' },
  { name: '--pp-highlight', description: 'The seat taking the trick and the end banner.' },
  { name: '--pp-highlight-fg', description: 'Text on the highlight.' },
  { name: '--pp-war', description: 'The "War!" mark over tied pieces, and the outline of a seat at war.' },
  { name: '--pp-war-fg', description: 'Text of the "War!" mark.' },
  { name: '--pp-error-bg', description: 'Error background.' },
  { name: '--pp-error-fg', description: 'Error text.' },
  { name: '--pp-font', description: 'The UI font.' },
  { name: '--pp-piece-font', description: 'The font of values on pieces.' },
  { name: '--pp-radius', description: 'Corner radius of the widget.' },
  {
    name: '--pp-piece-size',
    description:
      "Fixes a tile's side (and a card's height); unset, pieces follow the widget's width (50 px on a phone, 72-88 px from 600 px).",
  },
  { name: '--pp-coin-size', description: "Fixes Stacked Deck War's coins (unset: from the piece size, at least 32 px)." },
  { name: '--pp-die-size', description: "Fixes Stacked Deck War's dice (unset: as coins)." },
  { name: '--pp-suns', description: 'Suns colour (set by `palette`).' },
  { name: '--pp-moons', description: 'Moons colour.' },
  { name: '--pp-crowns', description: 'Crowns colour.' },
  { name: '--pp-arms', description: 'Arms colour.' },
  { name: '--pp-red-suit', description: 'Hearts, diamonds and the red joker.' },
  { name: '--pp-black-suit', description: 'Spades, clubs and the black joker.' },
  { name: '--pp-tile-face', description: 'Tile face (first pack).' },
  { name: '--pp-tile-back', description: 'Tile back.' },
  { name: '--pp-tile-back-line', description: 'The quarter cross on a tile back.' },
  { name: '--pp-card-face', description: 'Card face (first pack).' },
  { name: '--pp-card-back', description: 'Card back.' },
  { name: '--pp-card-back-line', description: 'The lattice on a card back.' },
  { name: '--pp-piece-edge', description: 'Outline of pieces.' },
  { name: '--pp-pack-mark', description: 'The disc of the pack number that tells packs apart.' },
  { name: '--pp-pack-mark-fg', description: 'The pack number on it.' },
  { name: '--pp-pack-2', description: 'Face tint of the second pack.' },
  ...[3, 4, 5, 6, 7, 8].map((n) => ({ name: `--pp-pack-${n}`, description: `Face tint of pack ${n}.` })),
  { name: '--pp-coin-face', description: "Stacked Deck War: a coin's face." },
  { name: '--pp-coin-ink', description: "A coin's value side." },
  { name: '--pp-die-face', description: "A die's face." },

  { name: '--pp-die-pip', description: "A die's value and suit symbol (by default its suit's colour)." },
  { name: '--pp-mod-up', description: "A modifier that raises a tile's value (those that lower it use --pp-error-fg)." },
];
