// The help for `piecepack-war` fences in Markdown files: which fences are found, what is marked wrong (with the
// engine's own checks) and what is offered where the cursor stands; bounded by the document's length.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { checkFences, fenceCompletions, findFences, MAX_PROBLEMS } from '../../src/fence-check.ts';
import { closestName } from '../../src/near-name.ts';
import { fillTemplate } from '../../src/words.ts';
import { readFileSync } from 'node:fs';

const fence = (...lines: string[]): string => ['```piecepack-war', ...lines, '```'].join('\n');
const messages = (text: string): string[] => checkFences(text).map((p) => p.message);

describe('fences in Markdown: problems', () => {
  it('finds only our fences: other languages, longer and tilde fences, an unclosed one to the end', () => {
    const text = [
      '```js',
      'players: banana',
      '```',
      '````piecepack-war',
      'players: 3',
      '```',
      'still inside',
      '````',
      '~~~ piecepack-war extra',
      'seed: 1',
      '~~~',
      '```piecepack-war',
      'packs: 2',
    ].join('\n');
    const found = findFences(text);
    assert.deepEqual(
      found.map((f) => [f.open, f.close, f.lines.map((l) => l.name)]),
      [
        [3, 7, ['players', '```', 'still inside']],
        [8, 10, ['seed']],
        [11, 13, ['packs']],
      ],
    );
  });

  it('marks a wrong value at the value, with the allowed values in words', () => {
    const text = `# Rules\n\n${fence('variant: war', 'players: banana')}\n`;
    assert.deepEqual(checkFences(text), [
      { line: 4, start: 9, end: 15, message: 'players must be a whole number from 2 to 6 (got "banana")', warning: false },
    ]);
  });

  it('a misspelt value of a list is matched to the nearest one', () => {
    assert.match(
      messages(fence('variant: war-card'))[0],
      /^variant must be war, war-cards, .* \(got "war-card"\): did you mean war-cards\?$/,
    );
  });

  it('marks an unknown name with the closest known one, a line with no colon, and a name given twice (a warning)', () => {
    const problems = checkFences(fence('playrs: 3', 'just words', 'seed: 1', 'seed: 2'));
    assert.deepEqual(
      problems.map((p) => [p.line, p.message, p.warning]),
      [
        [1, '"playrs" is no option of the game: did you mean players?', false],
        [2, 'expected "name: value" (got "just words")', false],
        [3, 'seed is given again on line 5: that one counts', true],
      ],
    );
  });

  it("marks what the engine refuses as a whole: too many players for the packs, jokers with a custom deck, another family's rule", () => {
    assert.match(messages(fence('players: 6', 'packs: 1'))[0], /6 players need at least 36 pieces/);
    assert.match(messages(fence('deck: 4x4', 'jokers: 2'))[0], /jokers need a card deck/);
    assert.deepEqual(messages(fence('variant: war', 'rounds: 3')), ['rounds is no rule of this variant']);
  });

  it('takes what the element takes: kebab-case names, quoted values, comments, the element attributes', () => {
    assert.deepEqual(
      messages(
        fence(
          '# a comment',
          'war-face-down: by-rank',
          'seats: "human, computer"',
          'deck: 4x4',
          'speed: max',
          'theme: dark',
          'autoplay: yes',
        ),
      ),
      [],
    );
    assert.deepEqual(messages(fence('speed: warp', 'seed: -1')), [
      'speed must be slow, normal, fast, max (got "warp")',
      'seed must be a whole number from 0 to 4294967295 (got "-1")',
    ]);
  });

  it('a record body: JSON that is no record is marked on the fence line', () => {
    assert.match(messages(fence('{ "format": 1'))[0], /^the record is not JSON/);
    assert.match(messages(fence('{ "format": "nope" }'))[0], /^the record does not check out/);
  });

  it('reports at most MAX_PROBLEMS, and a long document in time proportional to its length', () => {
    const many = Array.from({ length: 400 }, () => fence('players: banana')).join('\n');
    assert.equal(checkFences(many).length, MAX_PROBLEMS);
    const small = `${'text\n'.repeat(10_000)}${fence('players: 3')}`;
    const big = `${'text\n'.repeat(100_000)}${fence('players: 3')}`;
    assert.deepEqual(checkFences(small), []);
    assert.deepEqual(checkFences(big), []);
    // A line of a megabyte: one name, cut short in its message.
    const long = checkFences(fence(`${'x'.repeat(1_000_000)}: 1`));
    assert.equal(long.length, 1);
    assert.ok(long[0].message.length < 120, long[0].message);
  });

  it('one fence of a million wrong lines gives MAX_PROBLEMS problems (it threw a RangeError after seconds)', () => {
    assert.equal(checkFences(fence('x\n'.repeat(1_000_000))).length, MAX_PROBLEMS);
    assert.equal(checkFences('```piecepack-war\n' + 'nope\n'.repeat(500_000)).length, MAX_PROBLEMS, 'unclosed');
  });

  it("speaks the editor's language: the words from the l10n bundle, the names and values as written", () => {
    const de = JSON.parse(readFileSync('extension/l10n/bundle.l10n.de.json', 'utf8')) as Record<string, string>;
    const t = (text: string, ...args: (string | number)[]): string => fillTemplate(de[text] ?? text, args, 'de');
    assert.deepEqual(
      checkFences(fence('playrs: 3', 'players: banana'), t).map((p) => p.message),
      ['"playrs" ist keine Option des Spiels: meintest du players?', 'players muss a whole number from 2 to 6 sein (erhalten: "banana")'],
    );
  });

  it('closestName: near names only', () => {
    assert.equal(closestName('pikcup', ['pickup', 'packs']), 'pickup');
    assert.equal(closestName('zzz', ['pickup', 'packs']), undefined);
  });
});

describe('fences in Markdown: completion', () => {
  const text = `Intro\n${fence('variant: steal-war', 'pro', 'players: ')}\nAfter`;

  it('offers names, once each, only the chosen variant’s rules and the element’s own attributes', () => {
    const found = fenceCompletions(text, 3, 3)!;
    assert.equal(found.typed, 3);
    const names = found.items.map((i) => i.label);
    assert.ok(names.includes('protection') && names.includes('seed') && names.includes('speed'), names.join());
    assert.ok(!names.includes('variant') && !names.includes('players'), 'given already');
    assert.ok(!names.includes('pickup'), 'not a Steal War rule');
    assert.equal(found.items.find((i) => i.label === 'protection')!.insert, 'protection: ');
  });

  it("offers a name's values after its colon", () => {
    assert.deepEqual(
      fenceCompletions(text, 4, 9)!.items.map((i) => i.label),
      ['2', '3', '4', '5', '6'],
    );
    assert.deepEqual(
      fenceCompletions(fence('warFaceDown: '), 1, 13)!.items.map((i) => i.label),
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'by-rank'],
    );
    assert.deepEqual(fenceCompletions(fence('speed: f'), 1, 8), {
      typed: 1,
      items: ['slow', 'normal', 'fast', 'max'].map((v) => ({ label: v, insert: v, kind: 'value' })),
    });
  });

  it('offers a custom deck as the engine writes it beside the listed decks', () => {
    assert.deepEqual(
      fenceCompletions(fence('deck: '), 1, 6)!.items.map((i) => i.label),
      ['piecepack', 'cards-52', 'cards-36', 'cards-32', '4x4', '13x1', '6x5'],
    );
  });

  it('offers nothing outside a fence body, on a comment, or in a record', () => {
    assert.equal(fenceCompletions(text, 0, 2), null);
    assert.equal(fenceCompletions(text, 1, 3), null);
    assert.equal(fenceCompletions(text, 5, 2), null);
    assert.equal(fenceCompletions(text, 6, 2), null);
    assert.equal(fenceCompletions(fence('# pla'), 1, 5), null);
    assert.equal(fenceCompletions(fence('{ "a":'), 1, 3), null);
  });
});
