// The rules of the games with decisions, Steal War and Stacked Deck War, in one module: what loadFamily imports the
// first time either is played (families.ts), so that both arrive in one file.
export { STEAL_RULES } from './steal/rules.ts';
export { STACKED_RULES } from './stacked/rules.ts';
