// A position as a Unicode text diagram, in the piecepack Unicode convention (piecepackr's "Unicode piecepack
// diagrams"): suits ☼ ☾ ♛ ⚜, ranks n a 2-5; cards ♠ ♥ ♦ ♣ with A 2-10 J Q K; a face-down tile is its back's cross ╋,
// a face-down card ▒; coins are their up side in ( ). Like the picture, it reads only a public view.
import type { CoinView, GameView, Piece, PlayedView } from '../engine/src/on-demand.ts';
import { ENGLISH_WORDS, fill, type PictureWords } from './words.ts';

const TILE_SUIT: Readonly<Record<string, string>> = { suns: '☼', moons: '☾', crowns: '♛', arms: '⚜' };
const TILE_RANK: Readonly<Record<string, string>> = { null: 'n', ace: 'a', '2': '2', '3': '3', '4': '4', '5': '5' };
const CARD_SUIT: Readonly<Record<string, string>> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

/** A face-up piece in a few characters: "☼5", "♥Q", "★r" (a red joker), "#7" (a numbered card); "'2" marks pack 2. */
export function pieceText(p: Piece, packs = 1): string {
  const mark = packs > 1 ? `'${p.pack + 1}` : '';
  if (p.kind === 'tile') return `${TILE_SUIT[p.suit]}${TILE_RANK[p.rank]}${mark}`;
  if (p.kind === 'card') return `${CARD_SUIT[p.suit]}${p.rank}${mark}`;
  if (p.kind === 'joker') return `★${p.colour === 'red' ? 'r' : 'b'}${mark}`;
  return `#${p.rank}${mark}`;
}

/** A face-down piece: the tile back's cross, or a card back. */
function backText(tiles: boolean): string {
  return tiles ? '╋' : '▒';
}

function coinText(c: CoinView): string {
  return `(${c.up === 'suit' ? TILE_SUIT[c.suit] : TILE_RANK[c.value]})`;
}

/** A seat's pieces on the table, one bracketed group per war depth: "[☼5] war [╋ ╋ ╋ ☾3]". */
function playedText(played: readonly PlayedView[], tiles: boolean, packs: number, w: PictureWords): string {
  const depths = Math.max(0, ...played.map((p) => p.depth + 1));
  const groups: string[] = [];
  for (let d = 0; d < depths; d++) {
    const row = played.filter((p) => p.depth === d).map((p) => (p.up ? pieceText(p.piece, packs) : backText(tiles)));
    if (row.length > 0) groups.push(`${d > 0 ? `${w.war} ` : ''}[${row.join(' ')}]`);
  }
  return groups.join(' ');
}

function packsOf(view: GameView): number {
  if (view.family === 'stacked-deck') return 2;
  let most = 1;
  for (const s of view.seats) for (const p of s.played) if (p.up) most = Math.max(most, p.piece.pack + 1);
  return most;
}

/** The position of `view` as lines of text (joined with "\n"); `names` name the seats. */
export function positionText(view: GameView, names: readonly string[] = [], words: Partial<PictureWords> = {}): string {
  const w: PictureWords = { ...ENGLISH_WORDS, ...words };
  const name = (seat: number) => names[seat] ?? fill(w.seat, { n: seat + 1 });
  const packs = packsOf(view);
  const lines: string[] = [];
  const pad = Math.max(...view.seats.map((s) => name(s.seat).length));
  if (view.family === 'stacked-deck') {
    lines.push(`${view.title} · round ${view.round}`);
    for (const s of view.seats) {
      const table = [...s.table, ...s.revealed].map((t) => pieceText(t.piece, 2)).join(' ');
      lines.push(
        `${name(s.seat).padEnd(pad)}  ${backText(true)}×${s.deck.length} ${fill(w.deck, { n: '' }).trim()} · ${backText(true)}×${s.reserve.length} ${fill(w.reserve, { n: '' }).trim()}` +
          `${table ? `  [${table}]` : ''}  ${s.hand.map(coinText).join('')}`,
      );
    }
  } else {
    const tiles = view.deck === 'piecepack';
    const progress =
      view.family === 'tod-und-leben'
        ? `${fill(w.round, { n: view.round, of: view.rounds })} · ${fill(w.score, { score: view.score.join('–') })}`
        : fill(w.trick, { n: view.tricks });
    lines.push(`${view.title} · ${progress}`);
    const seats: readonly { seat: number; out: boolean; played: PlayedView[]; own: string }[] =
      view.family === 'steal-war'
        ? view.seats.map((s) => ({
            ...s,
            own: `${backText(tiles)}×${s.packet} · ${s.top ? pieceText(s.top.piece, packs) : '∅'}×${s.pile}${s.holding ? ` · ${w.held}` : ''}`,
          }))
        : view.seats.map((s) => ({ ...s, own: `${backText(tiles)}×${s.count}${s.won > 0 ? ` · ${fill(w.won, { n: s.won })}` : ''}` }));
    for (const s of seats) {
      const own = s.own;
      const played = playedText(s.played, tiles, packs, w);
      lines.push(`${name(s.seat).padEnd(pad)}  ${own}${s.out ? ` · ${w.out}` : ''}${played ? `  ${played}` : ''}`);
    }
  }
  const r = view.result;
  if (r) lines.push(r.draw || r.winners.length === 0 ? w.draw : fill(w.wins, { name: r.winners.map(name).join(' & ') }));
  return lines.join('\n');
}
