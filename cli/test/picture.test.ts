// Pictures and text diagrams of positions (picture): the serializer escapes every value, positionSvg draws
// each family's public view with the widget's art (face-down pieces only as backs), positionText follows the piecepack
// Unicode convention.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import sax from 'sax';
import { html, nothing, svg } from 'lit';
import { renderStatic, escapeXml } from '../../picture/static-svg.ts';
import { autoAction, createGame, step, viewOf, type GameState, type GameView, type OptionsInput } from '../../engine/src/index.ts';
import { positionSvg } from '../../picture/position-svg.ts';
import { positionText, pieceText } from '../../picture/position-text.ts';
import { themeColours } from '../../picture/colours.ts';

/** An element of a parsed SVG: its name, attributes, children and text. */
interface Node {
  name: string;
  attributes: Record<string, string>;
  children: Node[];
  text: string;
}

/** Parses an XML document strictly (throws on anything malformed) into a tree. */
function parse(xml: string): Node {
  const parser = sax.parser(true, {});
  const root: Node = { name: '#root', attributes: {}, children: [], text: '' };
  const stack = [root];
  parser.onopentag = (t) => {
    const n: Node = { name: t.name, attributes: t.attributes as Record<string, string>, children: [], text: '' };
    stack[stack.length - 1].children.push(n);
    stack.push(n);
  };
  parser.onclosetag = () => void stack.pop();
  parser.ontext = (t) => {
    stack[stack.length - 1].text += t;
  };
  parser.onerror = (e) => {
    throw e;
  };
  parser.write(xml).close();
  return root.children[0];
}

function all(n: Node, test: (n: Node) => boolean, out: Node[] = []): Node[] {
  if (test(n)) out.push(n);
  for (const c of n.children) all(c, test, out);
  return out;
}
const texts = (n: Node): string => n.text + n.children.map(texts).join('');
const pieces = (root: Node) => all(root, (n) => n.attributes.class === 'pp-piece');

/** A game after `n` automatic actions (every seat played by the computer). */
function played(input: OptionsInput, seed: number, n: number): GameState {
  const created = createGame(input, seed);
  assert.ok(created.ok);
  let s = created.value;
  for (let i = 0; i < n; i++) {
    const a = autoAction(s, true);
    if (!a) break;
    const r = step(s, a);
    assert.ok(r.ok);
    s = r.value.state;
  }
  return s;
}

/** The first position of a game from `n` actions on where `test` holds. */
function findPosition(input: OptionsInput, seed: number, test: (v: GameView) => boolean, limit = 400): GameView {
  const created = createGame(input, seed);
  assert.ok(created.ok);
  let s = created.value;
  for (let i = 0; i < limit; i++) {
    if (test(viewOf(s))) return viewOf(s);
    const a = autoAction(s, true);
    assert.ok(a, 'the game ended before the position was found');
    const r = step(s, a);
    assert.ok(r.ok);
    s = r.value.state;
  }
  throw new Error('no such position');
}

describe('static-svg: Lit templates to markup', () => {
  const hostile = `"><script>alert(1)</script><x a='&amp;'`;
  it('escapes text children: no markup from data', () => {
    const out = renderStatic(svg`<text>${hostile}</text>`);
    assert.equal(out, '<text>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;x a=&#39;&amp;amp;&#39;</text>');
  });
  it('quotes and escapes unquoted attribute values, escapes quoted ones', () => {
    assert.equal(
      renderStatic(svg`<g class=${hostile}></g>`),
      `<g class="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;x a=&#39;&amp;amp;&#39;"></g>`,
    );
    assert.equal(renderStatic(svg`<g id="a${'"b'}"></g>`), '<g id="a&quot;b"></g>');
    assert.equal(renderStatic(svg`<g class="x ${'y z'} ${`"`}"></g>`), '<g class="x y z &quot;"></g>');
  });
  it('leaves out an attribute bound to nothing, renders nested templates and arrays in place', () => {
    assert.equal(
      renderStatic(html`<svg role=${nothing} aria-label=${'a'}>${[svg`<g>${1}</g>`, svg`<g>${'<'}</g>`]}${null}</svg>`),
      '<svg aria-label="a"><g>1</g><g>&lt;</g></svg>',
    );
    assert.equal(renderStatic(svg`<g a="${nothing}" b="c"></g>`), '<g b="c"></g>');
  });
  it('drops characters XML cannot hold (controls, lone surrogates)', () => {
    assert.equal(escapeXml('a\u0000b\u0008c\uD800d\uDC00e\u{1F0A1}'), 'abcde\u{1F0A1}');
  });
  it('refuses event and property bindings and unknown objects', () => {
    assert.throws(() => renderStatic(html`<button @click=${() => {}}></button>`), /static markup/);
    assert.throws(() => renderStatic(svg`<g>${{ toString: () => '<x>' }}</g>`), /child/);
  });
});

describe('positionSvg', () => {
  it('draws a War war in progress: each seat its stack back and its pieces, faces drawn, backs only backs', () => {
    const view = findPosition(
      { variant: 'war', players: 3 },
      3,
      (v) => v.family === 'war' && v.seats.some((s) => s.played.some((p) => !p.up)),
    );
    assert.equal(view.family, 'war');
    if (view.family !== 'war') return;
    const root = parse(positionSvg(view, { colours: themeColours('dark') }));
    const stacks = view.seats.filter((s) => s.count > 0).length;
    const onTable = view.seats.reduce((n, s) => n + s.played.length, 0);
    assert.equal(pieces(root).length, stacks + onTable);
    const down = pieces(root).filter((p) => p.attributes['data-face'] === 'down');
    assert.equal(down.length, stacks + view.seats.reduce((n, s) => n + s.played.filter((p) => !p.up).length, 0));
    for (const d of down) {
      assert.match(d.children[0].attributes.class, /\bback\b/);
      assert.equal(all(d, (n) => /\b(value|index|symbol)\b/.test(n.attributes.class ?? '')).length, 0, 'a back shows no value');
    }
    // Every face-up value is drawn, in its suit's class.
    const up = view.seats.flatMap((s) => s.played.filter((p) => p.up));
    const faces = pieces(root).filter((p) => p.attributes['data-face'] === 'up');
    assert.equal(faces.length, up.length);
    up.forEach((p, i) => {
      if (!p.up || p.piece.kind !== 'tile') return;
      assert.match(faces[i].children[0].attributes.class, new RegExp(`\\b${p.piece.suit}\\b`));
      if (p.piece.rank !== 'null' && p.piece.rank !== 'ace') assert.equal(texts(faces[i]).trim(), p.piece.rank);
    });
    // Seats are named and counted; colours are plain values, no custom properties.
    for (const s of view.seats) assert.ok(texts(root).includes(`Seat ${s.seat + 1}`));
    const style = all(root, (n) => n.name === 'style')[0];
    assert.ok(!style.text.includes('var('), 'no CSS variables');
    assert.ok(style.text.includes('#1d2b24'), "the dark theme's felt");
  });

  it('draws cards from 2 packs with pack marks, and the winner at the end', () => {
    const s = played({ variant: 'war-cards', packs: 2 }, 5, 100000);
    assert.ok(s.result);
    const root = parse(positionSvg(viewOf(s), { names: ['Ann', 'Bob'] }));
    const outcome = all(root, (n) => n.attributes.class === 'pp-outcome')[0];
    assert.equal(texts(outcome).trim(), s.result.draw ? 'a draw' : `${s.result.winners.map((w) => ['Ann', 'Bob'][w]).join(' & ')} wins`);
    const face = findPosition(
      { variant: 'war-cards', packs: 2 },
      5,
      (v) => v.family === 'war' && v.seats.some((x) => x.played.some((p) => p.up)),
    );
    assert.ok(all(parse(positionSvg(face)), (n) => n.attributes.class === 'pack-number').length > 0);
  });

  it('keeps a hostile colour inside its rule', () => {
    const out = positionSvg(viewOf(played({ variant: 'war' }, 1, 3)), {
      colours: { ...themeColours('light'), felt: 'red; } svg { display: none } </style><script>x</script>' },
    });
    const style = all(parse(out), (n) => n.name === 'style')[0].text;
    assert.match(style, /\.felt \{ fill: red {2}svg {2}display: none {2}\/stylescriptx\/script; \}/);
    assert.ok(!out.includes('<script'));
  });

  it('escapes hostile seat names', () => {
    const s = played({ variant: 'war' }, 1, 3);
    const out = positionSvg(viewOf(s), { names: ['<script>x</script>', '"&'] });
    assert.ok(!out.includes('<script>'));
    const root = parse(out);
    assert.ok(texts(root).includes('<script>x</script>'));
  });

  it("draws Steal War from the spectator's view: the held card only as a back", () => {
    const view = findPosition({ variant: 'steal-war' }, 2, (v) => v.family === 'steal-war' && v.seats.some((s) => s.holding));
    assert.equal(view.family, 'steal-war');
    if (view.family !== 'steal-war') return;
    const root = parse(positionSvg(view));
    const tops = view.seats.filter((s) => s.top).length;
    const up = view.seats.reduce((n, s) => n + s.played.filter((p) => p.up).length, 0);
    assert.equal(pieces(root).filter((p) => p.attributes['data-face'] === 'up').length, tops + up);
    const holding = view.seats.filter((s) => s.holding).length;
    const packets = view.seats.filter((s) => s.packet > 0).length;
    const downOnTable = view.seats.reduce((n, s) => n + s.played.filter((p) => !p.up).length, 0);
    assert.equal(pieces(root).filter((p) => p.attributes['data-face'] === 'down').length, holding + packets + downOnTable);
  });

  it("draws Stacked Deck War: decks and reserves as backs, the table's tiles face up, coins", () => {
    const view = findPosition(
      { variant: 'stacked-deck' },
      2,
      (v) => v.family === 'stacked-deck' && v.seats.every((s) => s.table.length > 0),
    );
    if (view.family !== 'stacked-deck') return assert.fail();
    const root = parse(positionSvg(view));
    const up = view.seats.reduce((n, s) => n + s.table.length + s.revealed.length, 0);
    assert.equal(pieces(root).filter((p) => p.attributes['data-face'] === 'up').length, up);
    assert.equal(
      pieces(root).filter((p) => p.attributes['data-face'] === 'down').length,
      view.seats.reduce((n, s) => n + (s.deck.length > 0 ? 1 : 0) + (s.reserve.length > 0 ? 1 : 0), 0),
    );
    assert.equal(
      all(root, (n) => /\bpp-coin\b/.test(n.attributes.class ?? '')).length,
      view.seats.reduce((n, s) => n + s.hand.length, 0),
    );
  });

  it('draws Tod und Leben with its round and score', () => {
    const view = viewOf(played({ variant: 'tod-und-leben' }, 2, 12));
    assert.match(texts(parse(positionSvg(view))), /round 1 of \d+ · score \d+–\d+/);
  });
});

describe('positionText', () => {
  it('writes pieces in the piecepack Unicode convention', () => {
    assert.equal(pieceText({ kind: 'tile', pack: 0, suit: 'suns', rank: 'null' }), '☼n');
    assert.equal(pieceText({ kind: 'tile', pack: 0, suit: 'moons', rank: 'ace' }), '☾a');
    assert.equal(pieceText({ kind: 'tile', pack: 1, suit: 'crowns', rank: '5' }, 2), "♛5'2");
    assert.equal(pieceText({ kind: 'tile', pack: 0, suit: 'arms', rank: '3' }), '⚜3');
    assert.equal(pieceText({ kind: 'card', pack: 0, suit: 'hearts', rank: '10' }), '♥10');
    assert.equal(pieceText({ kind: 'card', pack: 0, suit: 'spades', rank: 'Q' }), '♠Q');
  });
  it('shows a war: faces, backs as ╋, one group per depth', () => {
    const view = findPosition({ variant: 'war' }, 3, (v) => v.family === 'war' && v.seats.some((s) => s.played.some((p) => !p.up)));
    if (view.family !== 'war') return assert.fail();
    const lines = positionText(view).split('\n');
    assert.equal(lines.length, 1 + view.seats.length);
    view.seats.forEach((s, i) => {
      const line = lines[i + 1];
      assert.ok(line.startsWith(`Seat ${i + 1}`));
      assert.ok(line.includes(`╋×${s.count}`));
      for (const p of s.played) if (p.up) assert.ok(line.includes(pieceText(p.piece)), line);
      assert.equal((line.match(/war \[/g) ?? []).length, Math.max(0, ...s.played.map((p) => p.depth)));
      assert.equal((line.match(/╋(?!×)/g) ?? []).length, s.played.filter((p) => !p.up).length);
    });
  });
});
