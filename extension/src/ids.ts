// The names package.json and the code share: command ids, view ids and webview types. Pure, so tests can check the
// manifest against them.

/** The settings' section (`piecepackWar.*`). */
export const SECTION = 'piecepackWar';

/** Command ids (package.json contributes.commands and menus). */
export const COMMANDS = {
  open: 'piecepackWar.open',
  choose: 'piecepackWar.choose',
  choosePanel: 'piecepackWar.choosePanel',
  chooseSidebar: 'piecepackWar.chooseSidebar',
  showStats: 'piecepackWar.showStats',
  resetStats: 'piecepackWar.resetStats',
  restoreStats: 'piecepackWar.restoreStats',
  simulate: 'piecepackWar.simulate',
  exportRecord: 'piecepackWar.exportRecord',
  openLink: 'piecepackWar.openLink',
  resumeLast: 'piecepackWar.resumeLast',
  exportSidebar: 'piecepackWar.exportSidebar',
  openSettings: 'piecepackWar.openSettings',
  openRecord: 'piecepackWar.openRecord',
} as const;

/** The game view's ids (package.json contributes.views): in the Piecepack War container, and in the Explorer. */
export const SIDEBAR_VIEW_IDS = ['piecepackWar.sidebar', 'piecepackWar.explorer'] as const;

/** The game panels' view type (package.json's `onWebviewPanel:` activation event and `activeWebviewPanelId` menus). */
export const GAME_VIEW_TYPE = 'piecepackWar.game';

/** The record editor's view type (package.json contributes.customEditors: game record files, read-only). */
export const RECORD_EDITOR_TYPE = 'piecepackWar.record';

/** The statistics panel's view type. */
export const STATS_VIEW_TYPE = 'piecepackWar.stats';

/** One of the command ids. */
export type CommandId = (typeof COMMANDS)[keyof typeof COMMANDS];
