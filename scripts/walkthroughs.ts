// The walk-throughs of docs/rules.md: one short game per family, each teaching its special rule, written as a game
// record with a caption per step in five languages (the record's `notes`; a step is the position after that many
// actions, 0 the start). Each is played here from a prepared deal with the choices it shows, so the files in
// demo/records/walkthroughs/ are made, never edited by hand: `npx tsx scripts/walkthroughs.ts` writes them, and
// scripts/test/walkthroughs.test.ts fails when one is out of date or a caption sits on a step that does not show it.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  createGame,
  FLIP,
  makeRecord,
  pending,
  stackedDeal,
  step,
  type Action,
  type GameEvent,
  type GameRecord,
  type OptionsInput,
  type Pending,
  type PreparedDeal,
} from '../engine/src/index.ts';

/** The languages every caption is written in. */
export const CAPTION_LANGUAGES = ['en', 'de', 'fr', 'ro', 'ru'] as const;
export type Caption = Record<(typeof CAPTION_LANGUAGES)[number], string>;

/** A walk-through: its game, the choices it makes, and its captions by step. */
export interface Walkthrough {
  name: string;
  options: OptionsInput;
  deal: PreparedDeal;
  /** How many actions it plays. */
  steps: number;
  /** The action at a decision (a flip is taken without asking); the first legal action when it returns undefined. */
  choose?: (p: Pending, index: number) => Action | undefined;
  /** An event each captioned step must show (so a caption never tells of another step); 0 needs none. */
  shows: Record<number, GameEvent['type']>;
  /**
   * The options each caption's words rely on, by step (every captioned step has an entry; `{}` when it states nothing an
   * option could change): scripts/test/walkthroughs.test.ts holds them to the walk-through's resolved options, so no
   * caption states a rule its game's options do not put in force.
   */
  rules: Record<number, OptionsInput>;
  captions: Record<number, Caption>;
  /**
   * The steps where the learner is asked to move (the record's `asks`): at step k, the question about action k and why
   * the walk-through makes its move; each sits on a seat's decision (scripts/test/walkthroughs.test.ts).
   */
  asks?: Record<number, { ask: Caption; why: Caption }>;
}

/** A walk-through's record with its captions (`notes`) and questions (`asks`), and the events of each of its steps (index 0: none). */
export function playWalkthrough(w: Walkthrough): { record: GameRecord & { notes: Record<string, Caption> }; events: GameEvent[][] } {
  const created = createGame(w.options, 1, w.deal);
  if (!created.ok) throw new Error(`${w.name}: ${created.error.message}`);
  let state = created.value;
  const actions: Action[] = [];
  const events: GameEvent[][] = [[]];
  for (let i = 0; i < w.steps; i++) {
    const p = pending(state);
    if (!p) throw new Error(`${w.name}: the game ended after ${i} actions`);
    const action = p.kind === 'flip' ? FLIP : (w.choose?.(p, i) ?? p.actions?.[0]);
    if (!action) throw new Error(`${w.name}: no action to take at ${i} (${p.kind})`);
    const r = step(state, action);
    if (!r.ok) throw new Error(`${w.name}: action ${i} refused: ${r.error.message}`);
    state = r.value.state;
    actions.push(action);
    events.push(r.value.events);
  }
  // The options as written (the record replays them to the same game), not every resolved default.
  const record = { ...makeRecord(state.options, 1, actions, pending(state) ? undefined : state, w.deal), options: w.options };
  const notes = Object.fromEntries(Object.entries(w.captions).map(([k, c]) => [k, c]));
  if (!w.asks) return { record: { ...record, notes }, events };
  const asks = Object.fromEntries(Object.entries(w.asks).map(([k, a]) => [k, { move: actions[Number(k)], ask: a.ask, why: a.why }]));
  return { record: { ...record, notes, asks }, events };
}

const war: Walkthrough = {
  name: 'war',
  options: { variant: 'war' },
  deal: [
    ['4 of suns', '3 of moons', 'null of arms', '5 of crowns'],
    ['2 of moons', '3 of suns', '2 of arms', 'ace of crowns'],
  ],
  steps: 5,
  shows: { 1: 'trick', 2: 'pickup', 3: 'tie', 4: 'war', 5: 'game-end' },
  rules: {
    0: { deck: 'piecepack', players: 2, ranking: 'classic' },
    1: { ranking: 'classic' },
    2: {},
    3: {},
    4: { warFaceDown: 1 },
    5: { objective: 'win-all' },
  },
  captions: {
    0: {
      en: 'Piecepack War for two. Each player has a face-down stack, and the higher tile takes the trick. Tiles rank 5, 4, 3, 2, ace, null, from high to low.',
      de: 'Piecepack-Krieg zu zweit. Jeder hat einen verdeckten Stapel, und das höhere Plättchen gewinnt den Stich. Die Rangfolge: 5, 4, 3, 2, Ass, Null, von hoch nach niedrig.',
      fr: 'La bataille au piecepack, à deux. Chacun a un paquet face cachée, et la tuile la plus forte remporte le pli. Ordre des tuiles : 5, 4, 3, 2, as, nul, de la plus forte à la plus faible.',
      ro: 'Războiul cu piecepack, în doi. Fiecare are un teanc cu fața în jos, iar plăcuța mai mare câștigă levata. Ordinea plăcuțelor: 5, 4, 3, 2, as, nul, de la mare la mic.',
      ru: '«Война» на piecepack на двоих. У каждого стопка рубашкой вверх, и старшая плитка берёт взятку. Старшинство: 5, 4, 3, 2, туз, нуль — от старшей к младшей.',
    },
    1: {
      en: 'Both turn up their top tile: a 4 against a 2. The 4 is higher, so Seat 1 takes the trick.',
      de: 'Beide decken ihr oberstes Plättchen auf: eine 4 gegen eine 2. Die 4 ist höher, also gewinnt Spieler 1 den Stich.',
      fr: 'Chacun retourne sa tuile du dessus : un 4 contre un 2. Le 4 est plus fort, le Joueur 1 remporte le pli.',
      ro: 'Amândoi întorc plăcuța de deasupra: un 4 contra unui 2. 4 e mai mare, deci Jucătorul 1 ia levata.',
      ru: 'Оба открывают верхнюю плитку: 4 против 2. Четвёрка старше, взятку берёт Игрок 1.',
    },
    2: {
      en: 'The winner puts both tiles under the bottom of their stack.',
      de: 'Der Gewinner legt beide Plättchen unter seinen Stapel.',
      fr: 'Le gagnant glisse les deux tuiles sous son paquet.',
      ro: 'Câștigătorul pune ambele plăcuțe sub teancul său.',
      ru: 'Победитель кладёт обе плитки под низ своей стопки.',
    },
    3: {
      en: 'A 3 against a 3: a tie. The tied players go to war.',
      de: 'Eine 3 gegen eine 3: Gleichstand. Die Gleichstehenden ziehen in den Krieg.',
      fr: 'Un 3 contre un 3 : égalité. Les joueurs à égalité font bataille.',
      ro: 'Un 3 contra unui 3: egalitate. Jucătorii la egalitate intră în război.',
      ru: '3 против 3 — ничья. Игроки с равными плитками начинают спор.',
    },
    4: {
      en: 'In the war each lays one tile face down and one face up; only the new face-up tiles count. A 5 beats an ace, and Seat 1 takes all six tiles.',
      de: 'Im Krieg legt jeder ein Plättchen verdeckt und eines offen; nur die neuen offenen zählen. Die 5 schlägt das Ass, und Spieler 1 nimmt alle sechs Plättchen.',
      fr: 'Dans la bataille, chacun pose une tuile face cachée puis une face visible ; seules les nouvelles tuiles visibles comptent. Le 5 bat l’as, et le Joueur 1 emporte les six tuiles.',
      ro: 'În război fiecare pune o plăcuță cu fața în jos și una cu fața în sus; contează doar noile plăcuțe întoarse. 5 bate asul, iar Jucătorul 1 ia toate cele șase plăcuțe.',
      ru: 'В споре каждый кладёт одну плитку рубашкой вверх и одну открытой; сравниваются только новые открытые. Пятёрка бьёт туза, и Игрок 1 забирает все шесть плиток.',
    },
    5: {
      en: 'Seat 2 has no tiles left: Seat 1 holds every tile and wins.',
      de: 'Spieler 2 hat keine Plättchen mehr: Spieler 1 hält alle und gewinnt.',
      fr: 'Le Joueur 2 n’a plus de tuiles : le Joueur 1 les a toutes et gagne.',
      ro: 'Jucătorul 2 nu mai are plăcuțe: Jucătorul 1 le are pe toate și câștigă.',
      ru: 'У Игрока 2 не осталось плиток: все они у Игрока 1, он и побеждает.',
    },
  },
};

const razboi: Walkthrough = {
  name: 'razboi',
  options: { variant: 'razboi' },
  deal: [
    ['9 of hearts', '4 of hearts', '2 of clubs', '3 of clubs', '9 of clubs', 'K of hearts'],
    ['7 of clubs', '4 of spades', '5 of clubs', '6 of clubs', '8 of clubs', 'Q of hearts'],
  ],
  steps: 5,
  shows: { 1: 'trick', 2: 'pickup', 3: 'tie', 4: 'war', 5: 'game-end' },
  rules: {
    0: { warFaceDown: 'by-rank' },
    1: {},
    2: {},
    3: { warFaceDown: 'by-rank' },
    4: { warFaceDown: 'by-rank' },
    5: { objective: 'win-all' },
  },
  captions: {
    0: {
      en: 'Război, the Romanian War: the tied card sets the size of the war.',
      de: 'Război, der rumänische Krieg: Die gleichstehende Karte bestimmt, wie groß der Krieg wird.',
      fr: 'Război, la bataille roumaine : la carte à égalité fixe la taille de la bataille.',
      ro: 'Război: cartea la egalitate stabilește cât de mare e războiul.',
      ru: 'Război, румынская «Война»: размер спора задаёт карта, на которой вышла ничья.',
    },
    1: {
      en: 'A 9 against a 7: the 9 takes the trick.',
      de: 'Eine 9 gegen eine 7: Die 9 gewinnt den Stich.',
      fr: 'Un 9 contre un 7 : le 9 remporte le pli.',
      ro: 'Un 9 contra unui 7: 9 ia levata.',
      ru: '9 против 7: девятка берёт взятку.',
    },
    2: {
      en: 'The trick goes under the winner’s stack.',
      de: 'Der Stich kommt unter den Stapel des Gewinners.',
      fr: 'Le pli passe sous le paquet du gagnant.',
      ro: 'Levata merge sub teancul câștigătorului.',
      ru: 'Взятка уходит под стопку победителя.',
    },
    3: {
      en: 'Two fours tie. A war of fours: each plays four cards.',
      de: 'Zwei Vieren: Gleichstand. Ein Krieg um Vieren: Jeder spielt vier Karten.',
      fr: 'Deux 4 : égalité. Une bataille de 4 : chacun joue quatre cartes.',
      ro: 'Doi de 4: egalitate. Un război de patru: fiecare joacă patru cărți.',
      ru: 'Две четвёрки — ничья. Спор на четвёрках: каждый играет четыре карты.',
    },
    4: {
      en: 'Three cards face down, the fourth face up: a king against a queen. The king takes all ten cards.',
      de: 'Drei Karten verdeckt, die vierte offen: König gegen Dame. Der König nimmt alle zehn Karten.',
      fr: 'Trois cartes face cachée, la quatrième face visible : un roi contre une dame. Le roi emporte les dix cartes.',
      ro: 'Trei cărți cu fața în jos, a patra cu fața în sus: popă contra damă. Popa ia toate cele zece cărți.',
      ru: 'Три карты рубашкой вверх, четвёртая открытой: король против дамы. Король забирает все десять карт.',
    },
    5: {
      en: 'Seat 2 is out of cards: Seat 1 wins.',
      de: 'Spieler 2 hat keine Karten mehr: Spieler 1 gewinnt.',
      fr: 'Le Joueur 2 n’a plus de cartes : le Joueur 1 gagne.',
      ro: 'Jucătorul 2 a rămas fără cărți: Jucătorul 1 câștigă.',
      ru: 'У Игрока 2 кончились карты: побеждает Игрок 1.',
    },
  },
};

const russian: Walkthrough = {
  name: 'russian',
  options: { variant: 'russian' },
  deal: [
    ['5 of suns', '2 of suns', '3 of suns', 'ace of arms'],
    ['null of moons', '2 of moons', '4 of moons', '4 of arms'],
  ],
  steps: 5,
  shows: { 1: 'trick', 2: 'pickup', 3: 'tie', 4: 'war', 5: 'pickup' },
  rules: {
    0: { deck: 'piecepack', ranking: 'russian' },
    1: { ranking: 'russian' },
    2: {},
    3: { warFaceDown: 0 },
    4: { ranking: 'russian' },
    5: { objective: 'avoid-all' },
  },
  captions: {
    0: {
      en: 'The Russian Version on a piecepack: null is the highest tile and 5 the lowest, with one exception. The first player starts with a 5, the second with a null.',
      de: 'Die russische Version mit dem Piecepack: Null ist das höchste Plättchen und 5 das niedrigste, mit einer Ausnahme. Der erste Spieler beginnt mit einer 5, der zweite mit einer Null.',
      fr: 'La version russe au piecepack : le nul est la tuile la plus forte et le 5 la plus faible, à une exception près. Le premier joueur commence avec un 5, le second avec un nul.',
      ro: 'Versiunea rusească cu piecepack: nulul este plăcuța cea mai mare și 5 cea mai mică, cu o excepție. Primul jucător începe cu un 5, al doilea cu un nul.',
      ru: 'Русская версия на piecepack: нуль — старшая плитка, пятёрка — младшая, но с одним исключением. Первый игрок начинает с пятёрки, второй — с нуля.',
    },
    1: {
      en: 'The exception: the lowest beats the highest. The 5 beats the null, but only when both are on the table.',
      de: 'Die Ausnahme: Das Niedrigste schlägt das Höchste. Die 5 schlägt die Null, aber nur, wenn beide auf dem Tisch liegen.',
      fr: 'L’exception : le plus faible bat le plus fort. Le 5 bat le nul, mais seulement quand les deux sont sur la table.',
      ro: 'Excepția: cea mai mică o bate pe cea mai mare. 5 bate nulul, dar numai când amândouă sunt pe masă.',
      ru: 'Исключение: младшая бьёт старшую. Пятёрка бьёт нуль, но только когда обе лежат на столе.',
    },
    2: {
      en: 'The first player puts both tiles under its stack.',
      de: 'Der erste Spieler legt beide Plättchen unter seinen Stapel.',
      fr: 'Le premier joueur met les deux tuiles sous son paquet.',
      ro: 'Primul jucător pune ambele plăcuțe sub teancul său.',
      ru: 'Первый игрок кладёт обе плитки под свою стопку.',
    },
    3: {
      en: 'Two 2s: a tie. This game plays ties face up (tie method face-up): each player turns the next tile face up on top. With the other method, down-then-up, each would first put one face down.',
      de: 'Zwei Zweien: Gleichstand. Diese Partie spielt Gleichstände offen (Methode „face-up“): Jeder deckt das nächste Plättchen offen obenauf. Bei der anderen Methode, „down-then-up“, legt jeder zuerst eins verdeckt.',
      fr: 'Deux 2 : égalité. Cette partie joue les égalités face visible (méthode « face-up ») : chacun retourne la tuile suivante face visible par-dessus. Avec l’autre méthode, « down-then-up », chacun en poserait d’abord une face cachée.',
      ro: 'Doi de 2: egalitate. Jocul acesta joacă egalitățile cu fața în sus (metoda „face-up”): fiecare întoarce următoarea plăcuță cu fața în sus, deasupra. Cu cealaltă metodă, „down-then-up”, fiecare ar pune întâi una cu fața în jos.',
      ru: 'Две двойки: ничья. В этой игре спор играют открытыми (способ «face-up»): каждый открывает следующую плитку прямо сверху. При другом способе, «down-then-up», каждый сначала кладёт одну рубашкой вверх.',
    },
    4: {
      en: '3 against 4: in the Russian order the lower number is the higher tile, so the 3 wins all four tiles.',
      de: '3 gegen 4: In der russischen Rangfolge ist die kleinere Zahl das höhere Plättchen, also gewinnt die 3 alle vier Plättchen.',
      fr: '3 contre 4 : dans l’ordre russe, le plus petit nombre est la tuile la plus forte, donc le 3 remporte les quatre tuiles.',
      ro: '3 contra 4: în ordinea rusească numărul mai mic este plăcuța mai mare, așa că 3 câștigă toate cele patru plăcuțe.',
      ru: '3 против 4: в русском порядке меньшее число — старшая плитка, так что тройка забирает все четыре плитки.',
    },
    5: {
      en: 'By default the goal is not to collect everything: whoever ends up with every tile loses.',
      de: 'Ziel ist standardmäßig, nicht alles zu sammeln: Wer am Ende alle Plättchen hat, verliert.',
      fr: 'Par défaut, le but est de ne pas tout ramasser : celui qui finit avec toutes les tuiles perd.',
      ro: 'Implicit, scopul este să nu aduni totul: cine rămâne cu toate plăcuțele pierde.',
      ru: 'По умолчанию цель — не собрать всё: кто в итоге соберёт все плитки, тот проигрывает.',
    },
  },
};

const todUndLeben: Walkthrough = {
  name: 'tod-und-leben',
  options: { variant: 'tod-und-leben', rounds: 1 },
  deal: [
    ['K of hearts', '9 of clubs', '7 of spades'],
    ['10 of hearts', '9 of spades', 'A of clubs'],
  ],
  steps: 5,
  shows: { 1: 'trick', 2: 'pickup', 3: 'tie', 4: 'trick', 5: 'round-end' },
  rules: { 0: {}, 1: {}, 2: {}, 3: {}, 4: {}, 5: { rounds: 1 } },
  captions: {
    0: {
      en: 'Tod und Leben: won cards go to a pile beside the winner, not back into the stack. When the stacks are used up, the bigger pile wins the round.',
      de: 'Tod und Leben: Gewonnene Karten kommen auf den Gewinnstapel des Gewinners, nicht zurück in seinen Stapel. Sind die Stapel aufgebraucht, gewinnt der größere Gewinnstapel die Runde.',
      fr: 'Tod und Leben : les cartes gagnées vont dans les plis du gagnant, mis de côté, pas dans son paquet. Quand les paquets sont épuisés, celui qui a le plus de cartes dans ses plis gagne la manche.',
      ro: 'Tod und Leben: cărțile câștigate merg în grămada câștigată a câștigătorului, nu înapoi în teanc. Când teancurile se termină, grămada câștigată mai mare câștigă runda.',
      ru: 'Tod und Leben: выигранные карты откладываются в выигранные победителя, а не обратно в стопку. Когда стопки кончатся, раунд выигрывает тот, у кого больше выигранных.',
    },
    1: {
      en: 'A king against a 10: the king takes both cards.',
      de: 'König gegen 10: Der König nimmt beide Karten.',
      fr: 'Un roi contre un 10 : le roi emporte les deux cartes.',
      ro: 'Popă contra 10: popa ia ambele cărți.',
      ru: 'Король против десятки: король забирает обе карты.',
    },
    2: {
      en: 'They go onto Seat 1’s won pile.',
      de: 'Sie kommen auf den Gewinnstapel von Spieler 1.',
      fr: 'Elles vont dans les plis du Joueur 1.',
      ro: 'Merg în grămada câștigată a Jucătorului 1.',
      ru: 'Они откладываются в выигранные Игрока 1.',
    },
    3: {
      en: 'A 9 against a 9: a tie. Nothing goes face down here: each turns the next card face up on top.',
      de: 'Eine 9 gegen eine 9: Gleichstand. Hier wird nichts verdeckt gelegt: Jeder deckt die nächste Karte obenauf auf.',
      fr: 'Un 9 contre un 9 : égalité. Rien ne se pose face cachée ici : chacun retourne la carte suivante par-dessus.',
      ro: 'Un 9 contra unui 9: egalitate. Aici nu se pune nimic cu fața în jos: fiecare întoarce următoarea carte deasupra.',
      ru: '9 против 9 — ничья. Здесь ничего не кладут рубашкой вверх: каждый открывает следующую карту поверх.',
    },
    4: {
      en: 'A 7 against an ace: the ace takes all four cards for Seat 2.',
      de: 'Eine 7 gegen ein Ass: Das Ass holt alle vier Karten für Spieler 2.',
      fr: 'Un 7 contre un as : l’as emporte les quatre cartes pour le Joueur 2.',
      ro: 'Un 7 contra unui as: asul ia toate cele patru cărți pentru Jucătorul 2.',
      ru: 'Семёрка против туза: туз забирает все четыре карты для Игрока 2.',
    },
    5: {
      en: 'The stacks are used up: 2 won cards against 4. Seat 2 wins the round, and with one round, the match.',
      de: 'Die Stapel sind aufgebraucht: 2 gewonnene Karten gegen 4. Spieler 2 gewinnt die Runde und, bei einer Runde, das Spiel.',
      fr: 'Les paquets sont épuisés : 2 cartes gagnées contre 4. Le Joueur 2 gagne la manche et, en une manche, la partie.',
      ro: 'Teancurile s-au terminat: 2 cărți câștigate contra 4. Jucătorul 2 câștigă runda și, cu o singură rundă, meciul.',
      ru: 'Стопки кончились: 2 выигранные карты против 4. Игрок 2 выигрывает раунд, а раз раунд один — и матч.',
    },
  },
};

const stealWar: Walkthrough = {
  name: 'steal-war',
  options: { variant: 'steal-war', seats: ['human', 'human'] },
  deal: [
    ['9 of hearts', 'K of clubs', 'K of diamonds', '2 of hearts', '3 of hearts', '4 of hearts', '8 of hearts', 'Q of hearts'],
    ['6 of diamonds', 'K of hearts', '5 of clubs', '6 of clubs', '7 of clubs', '10 of clubs', 'J of clubs', '2 of diamonds'],
    ['2 of clubs', '5 of spades'],
    ['4 of clubs', '9 of spades'],
  ],
  steps: 6,
  // Steal whenever a steal is open; the winner keeps the first won card on top.
  choose: (p) => (p.kind === 'steal' ? (p.actions.find((a) => a.type === 'steal/steal') ?? p.actions[0]) : undefined),
  shows: { 2: 'steal/stolen', 3: 'steal/top', 4: 'steal/refused', 5: 'trick', 6: 'steal/replenish' },
  rules: { 0: {}, 2: {}, 3: {}, 4: { protection: true }, 5: { warFaceDown: 3 }, 6: {} },
  captions: {
    0: {
      en: 'Steal War: won cards go face up onto a capture pile. Each player looks at the next card before playing it; a card of the same rank as the top of an opponent’s pile may steal that whole pile instead.',
      de: 'Klaukrieg: Gewonnene Karten kommen offen auf einen Beutestapel. Jeder sieht sich die nächste Karte an, bevor er sie spielt; eine Karte vom selben Rang wie die oberste eines gegnerischen Stapels darf stattdessen diesen ganzen Stapel klauen.',
      fr: 'La bataille voleuse : les cartes gagnées vont face visible sur un tas de prises. Chacun regarde sa carte suivante avant de la jouer ; une carte du même rang que le dessus du tas d’un adversaire peut voler ce tas entier au lieu d’être jouée.',
      ro: 'Război cu furt: cărțile câștigate merg cu fața în sus pe o grămadă de capturi. Fiecare se uită la cartea următoare înainte s-o joace; o carte de același rang cu cea de deasupra grămezii unui adversar poate fura toată grămada.',
      ru: '«Война с кражей»: выигранные карты кладутся открытыми в стопку добычи. Каждый смотрит на следующую карту перед ходом; карта того же достоинства, что верхняя в стопке добычи соперника, может вместо хода украсть всю стопку.',
    },
    2: {
      en: 'Both have declared, in secret, and now it happens: Seat 1 had a 9, the rank on top of Seat 2’s pile, and stole that pile onto its own. Then Seat 1 played its next card: a king against a 6, and the king wins.',
      de: 'Beide haben verdeckt angesagt, jetzt wird es ausgeführt: Spieler 1 hatte eine 9, den Rang oben auf dem Stapel von Spieler 2, und klaute diesen Stapel auf den eigenen. Dann spielte Spieler 1 seine nächste Karte: König gegen 6, der König gewinnt.',
      fr: 'Les deux ont annoncé en secret, et tout se joue maintenant : le Joueur 1 avait un 9, le rang du dessus du tas du Joueur 2, et a volé ce tas sur le sien. Puis il a joué sa carte suivante : un roi contre un 6, le roi gagne.',
      ro: 'Amândoi au declarat în secret, iar acum totul se petrece: Jucătorul 1 avea un 9, rangul de deasupra grămezii Jucătorului 2, și a furat-o peste a sa. Apoi a jucat cartea următoare: popă contra 6, popa câștigă.',
      ru: 'Оба сделали заявки втайне, и теперь они исполняются: у Игрока 1 была девятка — того же достоинства, что верх стопки добычи Игрока 2, — и он украл эту стопку к себе. Затем Игрок 1 сыграл следующую карту: король против шестёрки, король выигрывает.',
    },
    3: {
      en: 'The winner chooses which won card lies on top of its capture pile: here a king.',
      de: 'Der Gewinner wählt, welche gewonnene Karte oben auf seinem Beutestapel liegt: hier ein König.',
      fr: 'Le gagnant choisit quelle carte gagnée couvre son tas de prises : ici un roi.',
      ro: 'Câștigătorul alege ce carte câștigată stă deasupra grămezii sale de capturi: aici un popă.',
      ru: 'Победитель выбирает, какая выигранная карта ляжет сверху его стопки добычи: здесь король.',
    },
    4: {
      en: 'Seat 2 tries to steal with a king, but Seat 1 plays a king too, the rank on top of its own pile: that protects the pile, and the steal is refused. King against king: a war.',
      de: 'Spieler 2 versucht mit einem König zu klauen, doch Spieler 1 spielt ebenfalls einen König, den Rang oben auf dem eigenen Stapel: Das schützt den Stapel, der Klau wird abgewiesen. König gegen König: Krieg.',
      fr: 'Le Joueur 2 tente un vol avec un roi, mais le Joueur 1 joue aussi un roi, le rang du dessus de son propre tas : cela protège le tas, et le vol est refusé. Roi contre roi : bataille.',
      ro: 'Jucătorul 2 încearcă să fure cu un popă, dar și Jucătorul 1 joacă un popă, rangul de deasupra propriei grămezi: asta îi apără grămada, iar furtul e refuzat. Popă contra popă: război.',
      ru: 'Игрок 2 пытается украсть королём, но Игрок 1 тоже играет короля — достоинства верхней карты своей стопки добычи: это защищает стопку, и кража отклонена. Король против короля — спор.',
    },
    5: {
      en: 'Three cards face down each, then a look at one more card and a play: Seat 2’s card is higher and wins the war.',
      de: 'Je drei Karten verdeckt, dann ein Blick auf eine weitere Karte und ausspielen: Die Karte von Spieler 2 ist höher und gewinnt den Krieg.',
      fr: 'Trois cartes face cachée chacun, puis on regarde une carte de plus et on la joue : celle du Joueur 2 est plus forte et remporte la bataille.',
      ro: 'Câte trei cărți cu fața în jos, apoi o privire la încă o carte și jocul: cartea Jucătorului 2 e mai mare și câștigă războiul.',
      ru: 'По три карты рубашкой вверх, затем каждый смотрит ещё одну карту и играет её: карта Игрока 2 старше, он выигрывает спор.',
    },
    6: {
      en: 'Seat 2 chooses its top card. Seat 1’s packet is empty, so its capture pile is shuffled into a new packet.',
      de: 'Spieler 2 wählt seine oberste Karte. Der Spielstapel von Spieler 1 ist leer, also wird sein Beutestapel zu einem neuen Spielstapel gemischt.',
      fr: 'Le Joueur 2 choisit sa carte du dessus. Le paquet du Joueur 1 est vide : son tas de prises est mélangé pour en faire un nouveau paquet.',
      ro: 'Jucătorul 2 își alege cartea de deasupra. Pachetul Jucătorului 1 e gol, așa că grămada sa de capturi e amestecată într-un pachet nou.',
      ru: 'Игрок 2 выбирает свою верхнюю карту. Колода Игрока 1 пуста, поэтому его стопка добычи тасуется в новую колоду.',
    },
  },
  asks: {
    0: {
      ask: {
        en: 'Your move as Seat 1: look at your next card and at the top of Seat 2’s pile. Play the card, or steal?',
        de: 'Dein Zug als Spieler 1: Sieh dir deine nächste Karte und die oberste Karte auf dem Stapel von Spieler 2 an. Ausspielen oder klauen?',
        fr: 'À toi, Joueur 1 : regarde ta prochaine carte et le dessus du tas du Joueur 2. Jouer la carte, ou voler ?',
        ro: 'Rândul tău, Jucătorul 1: uită-te la cartea următoare și la cartea de deasupra grămezii Jucătorului 2. Joci cartea sau furi?',
        ru: 'Ваш ход за Игрока 1: посмотрите на свою следующую карту и на верх стопки добычи Игрока 2. Сыграть карту или украсть?',
      },
      why: {
        en: 'Your next card is a 9, the rank of the 9 on top of Seat 2’s pile: stealing takes that whole pile at once, more than one trick could win.',
        de: 'Deine nächste Karte ist eine 9, der Rang der 9 oben auf dem Stapel von Spieler 2: Klauen holt dir den ganzen Stapel auf einmal, mehr als ein Stich bringen könnte.',
        fr: 'Ta prochaine carte est un 9, le rang du 9 au-dessus du tas du Joueur 2 : voler prend ce tas entier d’un coup, plus qu’un pli ne pourrait rapporter.',
        ro: 'Cartea ta următoare e un 9, rangul lui 9 de deasupra grămezii Jucătorului 2: furtul îți aduce toată grămada dintr-odată, mai mult decât ar aduce o levată.',
        ru: 'Ваша следующая карта — девятка, того же достоинства, что девятка сверху стопки добычи Игрока 2: кража забирает всю стопку сразу, больше, чем принесла бы одна взятка.',
      },
    },
    3: {
      ask: {
        en: 'Your move as Seat 2: a king lies on top of Seat 1’s pile. Play your next card, or try to steal that pile?',
        de: 'Dein Zug als Spieler 2: Oben auf dem Stapel von Spieler 1 liegt ein König. Die nächste Karte ausspielen oder versuchen, den Stapel zu klauen?',
        fr: 'À toi, Joueur 2 : un roi couvre le tas du Joueur 1. Jouer ta prochaine carte, ou tenter de voler ce tas ?',
        ro: 'Rândul tău, Jucătorul 2: un popă stă deasupra grămezii Jucătorului 1. Joci cartea următoare sau încerci să furi grămada?',
        ru: 'Ваш ход за Игрока 2: сверху стопки добычи Игрока 1 лежит король. Сыграть следующую карту или попробовать украсть эту стопку?',
      },
      why: {
        en: 'Trying the steal costs nothing here: if it works, the whole pile is yours. But Seat 1 plays a king too, the rank on top of its own pile, which protects it: the steal is refused, and your king is played in the trick as it would have been anyway.',
        de: 'Der Klauversuch kostet hier nichts: Gelingt er, gehört dir der ganze Stapel. Doch Spieler 1 spielt ebenfalls einen König, den Rang oben auf dem eigenen Stapel, und schützt ihn damit: Der Klau wird abgewiesen, und dein König wird im Stich gespielt, wie sonst auch.',
        fr: 'Tenter le vol ne coûte rien ici : s’il réussit, tout le tas est à toi. Mais le Joueur 1 joue aussi un roi, le rang du dessus de son propre tas, ce qui le protège : le vol est refusé, et ton roi est joué dans le pli comme il l’aurait été de toute façon.',
        ro: 'Încercarea de furt nu costă nimic aici: dacă reușește, toată grămada e a ta. Dar și Jucătorul 1 joacă un popă, rangul de deasupra propriei grămezi, ceea ce o apără: furtul e refuzat, iar popa tău se joacă în levată, ca oricum.',
        ru: 'Попытка кражи здесь ничего не стоит: если она удастся, вся стопка ваша. Но Игрок 1 тоже играет короля — достоинства верхней карты своей стопки, и это её защищает: кража отклонена, а ваш король просто играет во взятке, как и без неё.',
      },
    },
  },
};

const stackedDeck: Walkthrough = {
  name: 'stacked-deck',
  options: { variant: 'stacked-deck', seats: ['human', 'human'] },
  deal: stackedDeal({
    decks: [
      ['4 of suns', '2 of suns', '5 of suns'],
      ['3 of moons', '2 of moons', 'ace of moons'],
    ],
    reserves: [[], []],
    coins: [
      ['null of suns suit-up', '3 of suns value-up'],
      ['null of arms suit-up', '2 of crowns value-up', 'ace of suns suit-up', '4 of arms value-up'],
    ],
    first: 0,
  }),
  steps: 11,
  // Seat 2 buys Suns 2 (add 2 to your tile) in the first round; every other window passes.
  choose: (p, i) =>
    p.kind === 'buy'
      ? i === 1
        ? p.actions.find((a) => a.type === 'stacked/buy' && a.suit === 'suns' && a.value === '2')
        : p.actions.find((a) => a.type === 'stacked/pass')
      : undefined,
  shows: {
    1: 'stacked/reveal',
    2: 'stacked/buy',
    3: 'stacked/decided',
    4: 'stacked/removed',
    7: 'stacked/tie',
    8: 'stacked/reveal',
    10: 'stacked/decided',
    11: 'game-end',
  },
  rules: { 0: { arrange: 'chosen' }, 1: {}, 2: { coinsPerAction: 2 }, 3: {}, 4: {}, 7: {}, 8: {}, 10: {}, 11: {} },
  captions: {
    0: {
      en: 'Stacked Deck War: each player arranged a piecepack into a deck and a reserve, and owns coins that buy actions from the action table. Tiles count null 1, 2 to 5, ace 6.',
      de: 'Stacked Deck War: Jeder hat ein Piecepack zu Stapel und Reserve geordnet und besitzt Münzen, die Aktionen aus der Aktionstabelle kaufen. Plättchen zählen Null 1, 2 bis 5, Ass 6.',
      fr: 'Stacked Deck War : chacun a rangé un piecepack en un paquet et une réserve, et possède des pièces qui achètent des actions au tableau des actions. Les tuiles valent nul 1, 2 à 5, as 6.',
      ro: 'Stacked Deck War: fiecare și-a aranjat un piecepack într-un teanc și o rezervă și are monede cu care cumpără acțiuni din tabelul acțiunilor. Plăcuțele valorează nul 1, de la 2 la 5, as 6.',
      ru: 'Stacked Deck War: каждый разложил piecepack на колоду и резерв и владеет монетами, на которые покупает действия из таблицы действий. Плитки стоят: нуль 1, от 2 до 5, туз 6.',
    },
    1: {
      en: 'Player A (Seat 1) turns up a 4, then Player B (Seat 2) a 3.',
      de: 'Spieler A (Spieler 1) deckt eine 4 auf, dann Spieler B (Spieler 2) eine 3.',
      fr: 'Le joueur A (Joueur 1) retourne un 4, puis le joueur B (Joueur 2) un 3.',
      ro: 'Jucătorul A (Jucătorul 1) întoarce un 4, apoi Jucătorul B (Jucătorul 2) un 3.',
      ru: 'Игрок А (Игрок 1) открывает 4, затем Игрок Б (Игрок 2) — 3.',
    },
    2: {
      en: 'Player B buys first: Suns 2, “add 2 to your tile”, paying with a coin showing suns and a coin showing 2.',
      de: 'Spieler B kauft zuerst: Sonnen 2, „addiere 2 zu deinem Plättchen“, bezahlt mit einer Münze, die Sonnen zeigt, und einer, die 2 zeigt.',
      fr: 'Le joueur B achète en premier : Soleils 2, « ajoute 2 à ta tuile », payé avec une pièce montrant les soleils et une pièce montrant 2.',
      ro: 'Jucătorul B cumpără primul: Sori 2, „adaugă 2 la plăcuța ta”, plătind cu o monedă care arată sori și una care arată 2.',
      ru: 'Игрок Б покупает первым: Солнца 2, «прибавь 2 к своей плитке», платя монетой с солнцами и монетой с двойкой.',
    },
    3: {
      en: 'Player A passes. The effects are played: B’s 3 becomes 5, which beats the 4, so B wins the round.',
      de: 'Spieler A passt. Die Effekte werden gespielt: Aus Bs 3 wird eine 5, die die 4 schlägt: B gewinnt die Runde.',
      fr: 'Le joueur A passe. Les effets se jouent : le 3 de B devient 5, qui bat le 4, et B gagne la manche.',
      ro: 'Jucătorul A trece. Efectele se joacă: 3 al lui B devine 5, care bate 4, deci B câștigă runda.',
      ru: 'Игрок А пасует. Эффекты разыграны: тройка Б становится пятёркой и бьёт четвёрку — раунд за Б.',
    },
    4: {
      en: 'The winner removes every tile turned up this round and is Player A in the next one.',
      de: 'Der Gewinner entfernt alle in dieser Runde aufgedeckten Plättchen und ist in der nächsten Spieler A.',
      fr: 'Le gagnant retire toutes les tuiles retournées pendant la manche et devient le joueur A de la suivante.',
      ro: 'Câștigătorul scoate toate plăcuțele întoarse în rundă și devine Jucătorul A în runda următoare.',
      ru: 'Победитель убирает все плитки, открытые в этом раунде, и в следующем становится Игроком А.',
    },
    7: {
      en: 'A 2 against a 2, and both let their windows pass: equal values mean war.',
      de: 'Eine 2 gegen eine 2, und beide lassen ihr Kauffenster verstreichen: Gleiche Werte bedeuten Krieg.',
      fr: 'Un 2 contre un 2, et les deux laissent passer leur fenêtre d’achat : des valeurs égales, c’est la bataille.',
      ro: 'Un 2 contra unui 2, și amândoi își lasă fereastra de cumpărare să treacă: valori egale înseamnă război.',
      ru: '2 против 2, и оба пропускают окно покупки: равные значения — это спор.',
    },
    8: {
      en: 'Each turns up a wartile on top: an ace (6) against a 5. The buying windows open again before the values are compared.',
      de: 'Jeder deckt ein Kriegsplättchen obenauf auf: ein Ass (6) gegen eine 5. Vor dem Vergleich öffnen sich die Kauffenster noch einmal.',
      fr: 'Chacun retourne une tuile de bataille par-dessus : un as (6) contre un 5. Les fenêtres d’achat rouvrent avant la comparaison.',
      ro: 'Fiecare întoarce deasupra o plăcuță de război: un as (6) contra unui 5. Ferestrele de cumpărare se deschid din nou înainte de comparație.',
      ru: 'Каждый открывает поверх плитку спора: туз (6) против пятёрки. Перед сравнением окна покупки открываются снова.',
    },
    10: {
      en: 'Nobody buys: the ace is higher, and Seat 2 wins the war and the round.',
      de: 'Niemand kauft: Das Ass ist höher, Spieler 2 gewinnt den Krieg und die Runde.',
      fr: 'Personne n’achète : l’as est plus fort, le Joueur 2 gagne la bataille et la manche.',
      ro: 'Nimeni nu cumpără: asul e mai mare, iar Jucătorul 2 câștigă războiul și runda.',
      ru: 'Никто не покупает: туз старше, Игрок 2 выигрывает спор и раунд.',
    },
    11: {
      en: 'The decks are used up, and whoever removed more tiles wins: Seat 2.',
      de: 'Die Stapel sind aufgebraucht, und wer mehr Plättchen entfernt hat, gewinnt: Spieler 2.',
      fr: 'Les paquets sont épuisés, et qui a retiré le plus de tuiles gagne : le Joueur 2.',
      ro: 'Teancurile s-au terminat, iar cine a scos mai multe plăcuțe câștigă: Jucătorul 2.',
      ru: 'Колоды кончились, и побеждает тот, кто убрал больше плиток: Игрок 2.',
    },
  },
  asks: {
    1: {
      ask: {
        en: 'Your move as Player B: your 3 is losing to a 4. Buy an action from the table, or pass?',
        de: 'Dein Zug als Spieler B: Deine 3 verliert gegen eine 4. Eine Aktion aus der Tabelle kaufen oder passen?',
        fr: 'À toi, joueur B : ton 3 perd contre un 4. Acheter une action au tableau, ou passer ?',
        ro: 'Rândul tău, Jucătorul B: 3 al tău pierde în fața unui 4. Cumperi o acțiune din tabel sau treci?',
        ru: 'Ваш ход за Игрока Б: ваша тройка проигрывает четвёрке. Купить действие из таблицы или пасовать?',
      },
      why: {
        en: 'Suns 2 adds 2 to your tile: the 3 becomes a 5 and beats the 4. It is paid with a coin showing suns and a coin showing 2.',
        de: 'Sonnen 2 addiert 2 zu deinem Plättchen: Aus der 3 wird eine 5, die die 4 schlägt. Bezahlt wird mit einer Münze, die Sonnen zeigt, und einer, die 2 zeigt.',
        fr: 'Soleils 2 ajoute 2 à ta tuile : le 3 devient 5 et bat le 4. On paie avec une pièce montrant les soleils et une pièce montrant 2.',
        ro: 'Sori 2 adaugă 2 la plăcuța ta: 3 devine 5 și bate 4. Se plătește cu o monedă care arată sori și una care arată 2.',
        ru: 'Солнца 2 прибавляют 2 к вашей плитке: тройка становится пятёркой и бьёт четвёрку. Платят монетой с солнцами и монетой с двойкой.',
      },
    },
    9: {
      ask: {
        en: 'Your move as Player A, in the war: your wartile is an ace (6) against a 5, and Player B has passed. Buy, or pass?',
        de: 'Dein Zug als Spieler A, im Krieg: Dein Kriegsplättchen ist ein Ass (6) gegen eine 5, und Spieler B hat gepasst. Kaufen oder passen?',
        fr: 'À toi, joueur A, dans la bataille : ta tuile de bataille est un as (6) contre un 5, et le joueur B a passé. Acheter, ou passer ?',
        ro: 'Rândul tău, Jucătorul A, în război: plăcuța ta de război e un as (6) contra unui 5, iar Jucătorul B a trecut. Cumperi sau treci?',
        ru: 'Ваш ход за Игрока А, в споре: ваша плитка спора — туз (6) против пятёрки, а Игрок Б спасовал. Купить или пасовать?',
      },
      why: {
        en: 'Pass: you already lead 6 to 5, Player B has passed, and the values are compared as soon as you pass. Buying would only spend coins.',
        de: 'Passen: Du führst schon 6 zu 5, Spieler B hat gepasst, und sobald du passt, werden die Werte verglichen. Ein Kauf würde nur Münzen kosten.',
        fr: 'Passer : tu mènes déjà 6 à 5, le joueur B a passé, et les valeurs sont comparées dès que tu passes. Acheter ne ferait que dépenser des pièces.',
        ro: 'Treci: conduci deja cu 6 la 5, Jucătorul B a trecut, iar valorile se compară de îndată ce treci. O cumpărare doar ți-ar cheltui monedele.',
        ru: 'Пасуйте: вы уже ведёте 6 к 5, Игрок Б спасовал, и как только вы пасуете, значения сравниваются. Покупка лишь потратила бы монеты.',
      },
    },
  },
};

/** Every walk-through: one per family, and Război's war size and the Russian Version's order. */
export const WALKTHROUGHS: readonly Walkthrough[] = [war, razboi, russian, todUndLeben, stealWar, stackedDeck];

/** Where a walk-through's record lives. */
export const walkthroughFile = (w: Walkthrough): string => `demo/records/walkthroughs/${w.name}.json`;

/** A record as the file holds it: indented, with each action and each seat's part of the deal on one line. */
export function walkthroughText(w: Walkthrough): string {
  const { record } = playWalkthrough(w);
  const lines = (items: readonly unknown[]) => `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`;
  const text = JSON.stringify({ ...record, deal: '@deal', actions: '@actions' }, null, 2)
    .replace('"@deal"', () => lines(record.deal ?? []))
    .replace('"@actions"', () => lines(record.actions));
  return `${text}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  for (const w of WALKTHROUGHS) {
    writeFileSync(walkthroughFile(w), walkthroughText(w));
    console.log(`wrote ${walkthroughFile(w)}`);
  }
