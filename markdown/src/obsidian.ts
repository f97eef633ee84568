// The Obsidian plugin (dist/markdown/obsidian/piecepack-war/: main.js and manifest.json): a `piecepack-war` code block
// in a note becomes a playable <piecepack-war>, read as every fence is (fence-game.ts), given the attributes the
// markdown-it plugin writes (fence-html.ts) and opened as the fences' script opens them (markup-game.ts). The element is
// made with createElement and setAttribute: no HTML. Built by scripts/builds/15-markdown.js into one CommonJS file with
// the widget inside (Obsidian loads one file); `obsidian` is the app's own module. Not tried in Obsidian itself (there
// is no app here): markdown/test/browser/obsidian.test.js runs it in Chromium against a stand-in of the two calls.
import { Plugin } from 'obsidian';
import './piecepack-war.js';
import { markupGame } from '../../picture/markup-game.ts';
import { readFence } from './fence-game.ts';
import { gameAttributes } from './fence-html.ts';

/** The element's members the plugin sets. */
interface GameElement extends HTMLElement {
  record: unknown;
  options: Record<string, unknown> | null;
}

/** The element for a code block's body, in `doc`: the fence's attributes, its record or unknown names handed over. */
export function fenceElement(body: string, doc: Document = document): HTMLElement {
  const el = doc.createElement('piecepack-war') as GameElement;
  el.setAttribute('data-pw-fence', '');
  for (const [name, value] of gameAttributes(readFence(body))) el.setAttribute(name, value);
  const game = markupGame(el);
  if (game && 'record' in game) el.record = game.record;
  else if (game) el.options = game.options;
  return el;
}

/** The plugin Obsidian loads: one code block processor. */
export default class PiecepackWarPlugin extends Plugin {
  override onload(): void {
    this.registerMarkdownCodeBlockProcessor('piecepack-war', (source, el) => {
      el.append(fenceElement(source, el.ownerDocument));
    });
  }
}
