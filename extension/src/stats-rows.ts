// What the views show of the statistics: one row per configuration and mode, titled in words ("War (piecepack) ·
// 2 packs"), in the presets' order, plus which row the current settings play. Pure: words come through `t`.
import { VARIANT_NAMES } from '../../engine/src/index.ts';
import type { StatsRow, StatsSnapshot } from './protocol.ts';
import { seatWords } from './seat-words.ts';
import { entryKey, unitOf, type ConfigValue, type StatsEntry } from './stats-schema.ts';
import type { Stats } from './stats.ts';

import { english, type Translate } from './words.ts';
import { gameTitle } from './game-words.ts';
import { labelOf, rulesOnly } from './stats-label.ts';

export { english, type Translate };

/** One option of a configuration in words. */
function optionWords(name: string, value: ConfigValue, t: Translate): string {
  switch (name) {
    case 'packs':
      return t('{0:one=pack|other=packs}', value as number);
    case 'players':
      return t('{0:one=player|other=players}', value as number);
    case 'seats':
      return t('seats: {0}', (value as string[]).map((s) => seatWords(s, t)).join(', '));
    case 'warFaceDown':
      return value === 'by-rank' ? t('war size by rank') : t('war size {0}', String(value));
    case 'maxTricks':
      return t('trick limit {0}', String(value));
    default:
      return `${name} ${String(value)}`;
  }
}

/** A configuration in words, options in the order given ('' for the variant as it comes). */
export function configWords(config: Record<string, ConfigValue>, t: Translate = english): string {
  return Object.entries(rulesOnly(config))
    .map(([k, v]) => optionWords(k, v, t))
    .join(' · ');
}

/** A row for the views. */
export function statsRow(e: StatsEntry, t: Translate = english): StatsRow {
  return {
    key: entryKey(e),
    variant: e.variant,
    title: labelOf(e.config) ?? gameTitle(e.variant, t),
    config: configWords(e.config, t),
    mode: e.mode,
    unit: unitOf(e.variant),
    games: e.games,
    wins: e.wins,
    losses: e.losses,
    draws: e.draws,
    watched: e.watched,
    length: e.length,
    longest: e.longest,
    shortest: e.shortest,
    wars: e.wars,
    deepestWar: e.deepestWar,
    streak: e.streak,
    bestStreak: e.bestStreak,
    worstStreak: e.worstStreak,
    buckets: e.buckets.slice(),
    lengths: e.lengths.slice(),
  };
}

/** The snapshot as one game view shows it: the current rows are those of the view's own game (variant and configuration). */
export function forGame(
  snap: StatsSnapshot,
  current: { variant: string; config: Record<string, ConfigValue> },
  t: Translate = english,
): StatsSnapshot {
  const title = labelOf(current.config) ?? gameTitle(current.variant, t);
  const words = configWords(current.config, t);
  return {
    ...snap,
    current: entryKey({ ...current, mode: 'own' }),
    currentAutoplay: entryKey({ ...current, mode: 'autoplay' }),
    currentTitle: words ? `${title} · ${words}` : title,
  };
}

/** Everything the views show: rows in the presets' order (own games before Auto-play's), and the current row's key. */
export function snapshot(
  stats: Stats,
  current: { variant: string; config: Record<string, ConfigValue> },
  extra: { readOnly: boolean; setAside: number },
  t: Translate = english,
): StatsSnapshot {
  const order = (e: StatsEntry): number => VARIANT_NAMES.indexOf(e.variant as (typeof VARIANT_NAMES)[number]);
  const configKey = (e: StatsEntry): string => entryKey({ ...e, mode: 'own' });
  const entries = [...stats.entries.values()].sort(
    (a, b) =>
      order(a) - order(b) ||
      Object.keys(a.config).length - Object.keys(b.config).length ||
      configKey(a).localeCompare(configKey(b)) ||
      Number(a.mode === 'autoplay') - Number(b.mode === 'autoplay'),
  );
  const rows = entries.map((e) => statsRow(e, t));
  return forGame(
    { rows, current: '', currentAutoplay: '', currentTitle: '', readOnly: extra.readOnly, setAside: extra.setAside },
    current,
    t,
  );
}
