// A steady table on a 360 px phone: Flip keeps its place for a whole game in every War-family variant and stays on the
// phone's first screen, six seats too (steady-helpers.ts plays the games; steady.test.ts is the same at 1280 px).
import { steadyAt } from './steady-helpers.ts';

steadyAt(360);
