// The panel script of every Piecepack War webview: says ready, waits for the host's `init`, then builds the game view
// (editor panel or sidebar) or the statistics page, and routes the host's later messages to it.
import type { HostMessage } from '../src/protocol.ts';
import { listen, send } from './bridge.ts';
import { el } from './dom.ts';
import { GameView } from './game-view.ts';
import { StatsView } from './stats-view.ts';
import { setStrings } from './strings.ts';

const root = document.getElementById('app') as HTMLElement;
let game: GameView | null = null;
let stats: StatsView | null = null;
/** Host messages are handled one after another (building a view waits for the element to be defined). */
let queue: Promise<void> = Promise.resolve();

async function handle(msg: HostMessage): Promise<void> {
  switch (msg.type) {
    case 'init':
      setStrings(msg.strings);
      if (msg.view === 'stats') {
        game = null;
        stats = new StatsView(root);
        stats.start(msg.stats);
      } else if (msg.game) {
        stats = null;
        game = new GameView(root, msg.view === 'sidebar');
        await game.start(msg.game, msg.resume, msg.stats);
      }
      return;
    case 'newGame':
      await game?.newGame(msg.game);
      return;
    case 'play':
      game?.play(msg.play);
      return;
    case 'stats':
      game?.showStats(msg.stats);
      stats?.showStats(msg.stats);
      return;
    case 'simulation':
      stats?.showSimulation(msg.report);
      return;
    case 'problem':
      game = null;
      stats = null;
      root.replaceChildren(el('p', { class: 'error', role: 'alert' }, msg.message));
      return;
    case 'rejected':
      console.warn(`[piecepack-war] the host rejected a message: ${msg.reason}`);
      return;
  }
}

listen((msg) => {
  queue = queue.then(() => handle(msg)).catch((e: unknown) => console.error('[piecepack-war]', e));
});
send({ type: 'ready' });
