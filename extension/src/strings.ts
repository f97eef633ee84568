// The words the webviews show, translated on the host with vscode.l10n and sent in `init` (webviews have no l10n API).
import * as vscode from 'vscode';
import type { UiStrings } from './protocol.ts';

/** Every string a webview shows, by key (webview/strings.ts lists the keys with English fallbacks). */
export function uiStrings(): UiStrings {
  const t = vscode.l10n.t;
  return {
    toolbar: t('Game controls'),
    newGame: t('New Game'),
    showStats: t('Statistics'),
    openSettings: t('Settings'),
    simulate: t('Simulate'),
    exportRecord: t('Export Record'),
    resetStats: t('Reset Statistics'),
    statsTitle: t('Piecepack War statistics'),
    noGames: t('No finished games yet. Play one to the end and it is counted here.'),
    variant: t('Variant'),
    games: t('Games'),
    won: t('Won'),
    lost: t('Lost'),
    drawn: t('Drawn'),
    watched: t('Watched'),
    streak: t('Streak'),
    bestStreak: t('Best streak'),
    tricks: t('Tricks'),
    shortest: t('Shortest'),
    average: t('Average'),
    longest: t('Longest'),
    wars: t('Wars'),
    deepestWar: t('Deepest war'),
    results: t('Results'),
    lengths: t('Game lengths'),
    simulation: t('Simulation'),
    simulating: t('Simulating {0}: {1} of {2} games'),
    simulated: t('{0}: {1} games simulated'),
    mean: t('Mean'),
    median: t('Median'),
    p90: t('90% of games end by'),
    max: t('Longest'),
    unfinished: t('{0} capped, {1} cycles, {2} draws'),
    histogramLabel: t('Game-length histogram: games by number of tricks'),
    summaryLine: t('{0}: {1} games, {2} won, {3} lost, {4} drawn'),
    streakLine: t('Streak {0}, best {1}'),
    missingElement: t('The game element did not load. Try reloading the window.'),
  };
}
