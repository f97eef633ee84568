// Reveal first, verdict after: at every step the sentence (status line and live region), the "takes the trick" tag and
// the gold outline wait until the pieces just turned up are face up (their turn-over animations finished), by hand and
// in autoplay at every speed, in War, card War, W-A-R and War with jokers. Watched with a MutationObserver on the shadow
// root, timed against the Web Animations API (verdict-helpers.ts).
import { revealFirstIn, VARIANTS } from './verdict-helpers.ts';

// The rest of the War family: verdict-variants.test.ts; ties inside a war, the clock, reduced motion: verdict-ties.test.ts.
revealFirstIn(VARIANTS.slice(0, 4));
