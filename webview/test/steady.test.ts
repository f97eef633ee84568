// A steady table at 1280 px: Flip (and the controls beside it) keeps its place for a whole game, in card War, 2-seat and
// 3-seat War and every War-family variant: the status lines and the war rows have room kept for them, the "takes the
// trick" tag sits on the seat's edge, and a seat that is out folds to a thin row. (The phone: steady-phone.test.ts.)
import { steadyAt } from './steady-helpers.ts';

steadyAt(1280);
