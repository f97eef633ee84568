// The replay bar's words in English (one block of the strings, `replay`; the other languages' blocks are in i18n/).

/** The replay bar, Finish the game and Copy link. Templates take `{name}` placeholders. */
export interface ReplayStrings {
  /** The bar's name (a group). */
  label: string;
  /** Its four buttons, and the scrubber's name. */
  start: string;
  back: string;
  forward: string;
  end: string;
  scrub: string;
  /** The keys, as the bar's hint. */
  keys: string;
  /** Where the replay is: "Step {n} of {total}". */
  where: string;
  /** Back to the game being played (the past is only looked at). */
  live: string;
  /** Said while looking back at a game still being played. */
  looking: string;
  /** Plays on from the position shown (the game after it is cut off). */
  playOn: string;
  /** Plays the rest of the game at once. */
  finish: string;
  finishHint: string;
  /** A decision game with a person's seats: the computer would play them too. */
  finishAsk: string;
  finishYes: string;
  finishNo: string;
  /** The game menu's item that copies a link to this game at this step, and what is said. */
  copyLink: string;
  copyLinkHint: string;
  linkCopied: string;
  linkByHand: string;
  /** Why no link is offered yet: a hidden-information game still being played. */
  linkHidden: string;
  /** A walk-through's question (a record's `asks`): how to answer it, and what is said of the learner's move. */
  askHint: string;
  askRight: string;
  askOther: string;
}

/** The English words. */
export const REPLAY_EN: ReplayStrings = {
  label: 'Replay',
  start: 'To the start',
  back: 'Back one step',
  forward: 'Forward one step',
  end: 'To the end',
  scrub: 'Step',
  keys: 'Home, End, Left and Right arrows step through the game',
  where: 'Step {n} of {total}',
  live: 'Back to the game',
  looking: 'Looking back; the game waits where it was.',
  playOn: 'Play on from here',
  finish: 'Finish the game',
  finishHint: 'The computer plays the rest at once',
  finishAsk: 'The computer plays your seats too. Finish the game?',
  finishYes: 'Yes, finish',
  finishNo: 'No',
  copyLink: 'Copy link',
  copyLinkHint: 'A link that opens this game at this step',
  linkCopied: 'Link copied',
  linkByHand: 'Select the link and copy it',
  linkHidden: 'A link is offered once the game is over: it would tell the hidden pieces.',
  askHint: 'Choose your move on the table; the walk-through then goes on with its own.',
  askRight: 'Right: that is the walk-through’s move.',
  askOther: 'The walk-through makes another move here.',
};
