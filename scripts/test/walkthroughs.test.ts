// The walk-throughs (demo/records/walkthroughs/, made by scripts/walkthroughs.ts): each file is what the script makes now, each
// replays, each captioned step shows the event its caption tells of and holds under the game's options, and every
// caption is in all five languages; each question sits on a seat's decision that offers its move, and every game whose
// players decide asks at least once.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'mocha';
import { createGame, FAMILY_FACTS, optionSpec, pending, replay, resolveOptions, sameMove, step } from '../../engine/src/index.ts';
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

      it("asks only at a seat's decision that offers the walk-through's move, in every language", () => {
        const { record, events } = playWalkthrough(w);
        const resolved = resolveOptions(w.options);
        assert.ok(resolved.ok);
        const decides = FAMILY_FACTS[resolved.value.family].decisions;
        assert.equal(
          Object.keys(w.asks ?? {}).length > 0,
          decides,
          decides ? 'a game whose players decide asks' : 'no question without a decision',
        );
        const created = createGame(w.options, 1, w.deal);
        assert.ok(created.ok);
        let state = created.value;
        for (let k = 0; k < record.actions.length; k++) {
          const ask = record.asks?.[String(k)];
          if (ask) {
            const p = pending(state);
            assert.ok(p && p.seat >= 0 && p.kind !== 'flip', `step ${k}: a seat decides`);
            assert.deepEqual(ask.move, record.actions[k], `step ${k}: the move is the walk-through's`);
            assert.ok(
              p.actions?.some((a) => sameMove(a, ask.move)),
              `step ${k}: the move is among the seat's choices`,
            );
            assert.ok((p.actions?.length ?? 0) > 1, `step ${k}: there is a choice to make`);
            assert.ok(events[k + 1] !== undefined);
            for (const lang of CAPTION_LANGUAGES) {
              const text = (t: unknown) => (t as Record<string, string>)[lang];
              assert.ok(text(ask.ask).length > 10 && text(ask.why).length > 10, `step ${k} asks and says why in ${lang}`);
            }
          }
          const r = step(state, record.actions[k]);
          assert.ok(r.ok);
          state = r.value.state;
        }
      });

      it('has every caption in every language', () => {
        for (const [at, caption] of Object.entries(w.captions))
          for (const lang of CAPTION_LANGUAGES) assert.ok(caption[lang].length > 10, `step ${at} in ${lang}`);
      });
    });

  it('asks at a steal and a protection in Steal War, at a buying window and in a war of wartiles in Stacked Deck War', () => {
    const shownAfter = (name: string) => {
      const w = WALKTHROUGHS.find((x) => x.name === name)!;
      const { record, events } = playWalkthrough(w);
      return Object.keys(record.asks ?? {}).map((k) => ({
        move: record.actions[Number(k)],
        events: events[Number(k) + 1].map((e) => e.type),
      }));
    };
    const steal = shownAfter('steal-war');
    assert.ok(
      steal.some((a) => a.move.type === 'steal/steal' && !a.events.includes('steal/refused')),
      'a steal',
    );
    assert.ok(
      steal.some((a) => a.events.includes('steal/protect')),
      'a protection',
    );
    const stacked = shownAfter('stacked-deck');
    assert.ok(
      stacked.some((a) => a.move.type === 'stacked/buy'),
      'a purchase in a buying window',
    );
    const w = WALKTHROUGHS.find((x) => x.name === 'stacked-deck')!;
    const { events } = playWalkthrough(w);
    const warAt = events.findIndex((e) => e.some((x) => x.type === 'stacked/tie'));
    const after = Object.keys(playWalkthrough(w).record.asks ?? {}).map(Number);
    assert.ok(
      after.some((k) => k >= warAt),
      'a buying window in the war of wartiles',
    );
  });
});
