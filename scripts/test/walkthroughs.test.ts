// The walk-throughs (demo/records/walkthroughs/, made by scripts/walkthroughs.ts): each file is what the script makes now, each
// replays, each captioned step shows the event its caption tells of and holds under the game's options, and every
// caption is in all five languages.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'mocha';
import { optionSpec, replay, resolveOptions } from '../../engine/src/index.ts';
import { CAPTION_LANGUAGES, playWalkthrough, WALKTHROUGHS, walkthroughFile, walkthroughText } from '../walkthroughs.ts';

describe('walk-throughs (demo/records/walkthroughs/)', () => {
  for (const w of WALKTHROUGHS)
    describe(w.name, () => {
      it('is the file the script makes (run `npx tsx scripts/walkthroughs.ts` after a change)', () => {
        assert.equal(readFileSync(walkthroughFile(w), 'utf8'), walkthroughText(w));
      });

      it('replays, and each captioned step shows what its caption tells', () => {
        const { record, events } = playWalkthrough(w);
        assert.ok(replay(JSON.parse(readFileSync(walkthroughFile(w), 'utf8'))).ok, 'the file replays');
        for (const [at, type] of Object.entries(w.shows))
          assert.ok(
            events[Number(at)]?.some((e) => e.type === type),
            `step ${at} shows ${type} (it shows ${events[Number(at)]?.map((e) => e.type).join(', ')})`,
          );
        for (const at of Object.keys(record.notes)) {
          const step = Number(at);
          assert.ok(Number.isInteger(step) && step >= 0 && step <= record.actions.length, `caption at step ${at} is in the game`);
          assert.ok(step === 0 || at in w.shows, `caption at step ${at} says which event it tells of`);
        }
      });

      it("states only rules the walk-through's options put in force", () => {
        const resolved = resolveOptions(w.options);
        assert.ok(resolved.ok, 'the options resolve');
        const options = resolved.value as unknown as Record<string, unknown>;
        for (const at of Object.keys(w.captions)) {
          const rules = w.rules[Number(at)];
          assert.ok(rules, `step ${at} says which options its caption relies on`);
          for (const [name, value] of Object.entries(rules)) {
            assert.ok(optionSpec(name)?.families.includes(options.family as never), `step ${at}: ${name} is an option of this game`);
            assert.deepEqual(options[name], value, `step ${at} relies on ${name} ${String(value)}`);
          }
        }
        for (const at of Object.keys(w.rules)) assert.ok(at in w.captions, `rules at step ${at} belong to a caption`);
      });

      it('has every caption in every language', () => {
        for (const [at, caption] of Object.entries(w.captions))
          for (const lang of CAPTION_LANGUAGES) assert.ok(caption[lang].length > 10, `step ${at} in ${lang}`);
      });
    });
});
