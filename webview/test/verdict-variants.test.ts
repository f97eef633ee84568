// Reveal first, verdict after, in the other half of the War family (Război, the Russian Version, P'yanitsa, Tod und
// Leben): by hand and in autoplay at every speed (verdict-helpers.ts; the first half is verdict.test.ts).
import { revealFirstIn, VARIANTS } from './verdict-helpers.ts';

revealFirstIn(VARIANTS.slice(4));
