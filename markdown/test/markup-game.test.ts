// markupGame (picture/markup-game.ts): what a tag's record-json and options-json attributes ask the element for.
import { strict as assert } from 'node:assert';
import { markupGame } from '../../picture/markup-game.ts';

/** Just enough of an Element: getAttribute over a map. */
const tag = (attributes: Record<string, string>): Element => ({ getAttribute: (n: string) => attributes[n] ?? null }) as unknown as Element;

describe('markupGame: the game a tag carries as JSON', () => {
  it('reads a record, and prefers it to options', () => {
    assert.deepEqual(markupGame(tag({ 'record-json': '{"seed":1}', 'options-json': '{"a":"b"}' })), { record: { seed: 1 } });
  });
  it('gives text that is no JSON back as the record, for the element to refuse', () => {
    assert.deepEqual(markupGame(tag({ 'record-json': '{oops' })), { record: '{oops' });
  });
  it('reads options, and turns anything but an object into an option named by the text', () => {
    assert.deepEqual(markupGame(tag({ 'options-json': '{"colour":"red"}' })), { options: { colour: 'red' } });
    assert.deepEqual(markupGame(tag({ 'options-json': '[1]' })), { options: { '[1]': '' } });
  });
  it('asks for nothing when neither attribute is there', () => {
    assert.equal(markupGame(tag({ variant: 'war' })), null);
  });
});
