// The `define` entry: importing it defines <piecepack-war> (once; a second copy of the script leaves the first alone).
import { PiecepackWar } from './element/piecepack-war.ts';

export * from './index.ts';

if (!customElements.get('piecepack-war')) customElements.define('piecepack-war', PiecepackWar);
