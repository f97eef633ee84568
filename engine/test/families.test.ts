// The families' facts and their rules on demand: the on-demand entry (the widget's) starts without the decision games'
// rules and refuses them by name until loadFamily brings them; the engine's entry has every family at once.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'mocha';
import { DECISION_FAMILIES, FAMILY_FACTS, PRESETS, VARIANT_NAMES, createGame, familyLoaded, progressUnitOf } from '../src/index.ts';

/** Runs a module body against the on-demand entry in a fresh node process (where index.ts never loaded); returns its output. */
function fresh(body: string): string {
  const code = `import * as engine from './engine/src/on-demand.ts';\n${body}`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' });
}

describe('families on demand', function () {
  this.timeout(600_000);

  it('every family declares its facts once: the decision games are hidden-information games counted by their own unit', () => {
    assert.deepEqual([...DECISION_FAMILIES].sort(), ['stacked-deck', 'steal-war']);
    for (const v of VARIANT_NAMES) assert.equal(progressUnitOf(v), FAMILY_FACTS[PRESETS[v].family].unit, v);
    assert.equal(FAMILY_FACTS['stacked-deck'].unit, 'round');
    assert.ok(FAMILY_FACTS['steal-war'].hidden && FAMILY_FACTS['stacked-deck'].hidden);
    assert.ok(!FAMILY_FACTS.war.hidden && !FAMILY_FACTS['tod-und-leben'].decisions);
  });

  it("the engine's entry has every family's rules at once", () => {
    for (const family of Object.keys(FAMILY_FACTS) as (keyof typeof FAMILY_FACTS)[]) assert.ok(familyLoaded(family), family);
    assert.ok(createGame({ variant: 'stacked-deck' }, 1).ok);
  });

  it('the on-demand entry refuses a decision game by name until loadFamily brings the rules (both decision games at once), and War needs nothing', () => {
    const out = fresh(`
      const before = engine.createGame({ variant: 'steal-war' }, 1);
      const war = engine.createGame({ variant: 'war' }, 1);
      await engine.loadFamily('steal-war');
      const after = engine.createGame({ variant: 'steal-war' }, 1);
      const stacked = engine.createGame({ variant: 'stacked-deck' }, 1);
      let refused = '';
      await engine.loadFamily('not-a-family').catch((e) => (refused = e.message));
      console.log(JSON.stringify({ before: before.ok ? 'ok' : before.error, war: war.ok, after: after.ok, stacked: stacked.ok, refused }));
    `);
    const r = JSON.parse(out) as {
      before: { option: string; code: string; message: string };
      war: boolean;
      after: boolean;
      stacked: boolean;
      refused: string;
    };
    assert.equal(r.before.option, 'variant');
    assert.equal(r.before.code, 'family-not-loaded');
    assert.match(r.before.message, /Steal War's rules have not loaded/);
    assert.ok(r.war, 'War plays from the on-demand entry alone');
    assert.ok(r.after, 'Steal War plays once its rules are loaded');
    assert.ok(r.stacked, 'Stacked Deck War came with it (the decision games share one file of rules)');
    assert.match(r.refused, /no such family/);
  });

  it('the on-demand entry plays Tod und Leben once loadFamily brings its rules (a file of their own: a War page never loads them)', () => {
    const out = fresh(`
      const before = engine.createGame({ variant: 'tod-und-leben' }, 1);
      await engine.loadFamily('tod-und-leben');
      let g = engine.createGame({ variant: 'tod-und-leben' }, 1);
      const rounds = new Set();
      for (let i = 0; g.ok && i < 5000 && engine.pending(g.value); i++) {
        const s = engine.step(g.value, engine.FLIP);
        if (!s.ok) break;
        for (const e of s.value.events) if (e.type === 'round-end') rounds.add(e.round);
        g = { ok: true, value: s.value.state };
      }
      console.log(JSON.stringify({ before: before.ok ? 'ok' : before.error.code, after: g.ok, rounds: rounds.size }));
    `);
    const r = JSON.parse(out) as { before: string; after: boolean; rounds: number };
    assert.equal(r.before, 'family-not-loaded');
    assert.ok(r.after, 'Tod und Leben plays once its rules are loaded');
    assert.ok(r.rounds > 0, "its rounds are played by its own flip (won piles, a round's end)");
  });
});
