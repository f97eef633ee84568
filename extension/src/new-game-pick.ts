// "New Game…": a quick pick that chooses the game without opening Settings. First the games of the tabs closed last
// (to resume) and the recent choices, then the settings' own game, the player's own variants, then every variant; a
// variant leads to its options (players, packs, who sits where, in the decision games how strong the computer plays,
// then each rule of the variant), each changed in place, and Start, or Save as Variant… (into the user settings). Esc
// anywhere closes it and starts nothing; the Back button goes back a step. The choices' logic is in new-game-choice.ts
// and rule-steps.ts (pure, tested).
import * as vscode from 'vscode';
import { VARIANT_NAMES, LEVELS, isVariant, type Level, type Options, type VariantFigures } from '../../engine/src/index.ts';
import { FIGURES_N, FIGURES_SEED, shortFigures } from './figures-words.ts';
import type { ClosedGame } from './closed-games.ts';
import { configOf } from './game-tally.ts';
import { nameProblem, savedForm, type NamedVariant } from './named-variants.ts';
import { ruleLabel, ruleRange, ruleValues, rulesOf, valueWords, wholeChoice } from './rule-steps.ts';
import {
  checkChoice,
  choiceInput,
  choiceLevel,
  namedChoice,
  choiceWords,
  ranges,
  readRecent,
  remember,
  seatingOf,
  seatingWords,
  seatsOf,
  SEATINGS,
  startingChoice,
  withLevel,
  type Choice,
  type Seating,
} from './new-game-choice.ts';
import { t } from './l10n.ts';
import { gameSummary, gameTitle } from './game-words.ts';
import { levelWords } from './seat-words.ts';

/** Variants' figures, as New Game… asks for them (figures-runner.ts). */
export interface PickFigures {
  /** Figures already worked out, or undefined. */
  known(input: Record<string, unknown>): VariantFigures | undefined;
  /** Works them out (null when cancelled). */
  figures(input: Record<string, unknown>, token: vscode.CancellationToken): Promise<VariantFigures | null>;
  /** Writes a line to the extension's log. */
  log(line: string): void;
}

/** A New Game… row that shows a variant's figures, and the options they are of. */
interface FiguresRow {
  item: Item;
  input: Record<string, unknown>;
}

/** The globalState key of the recent choices (this machine only). */
export const RECENT_KEY = 'piecepackWar.recentGames';

/** What New Game… ends with: the settings' own game, a chosen one, a closed game to resume (its place in the kept list), or nothing (Esc). */
export type Picked = { kind: 'settings' } | { kind: 'choice'; choice: Choice } | { kind: 'resume'; index: number } | undefined;

/** A sub-step's answer: the changed choice, 'back' (its Back button), or undefined (Esc: New Game… closes). */
type Changed = Choice | 'back' | undefined;

/** The player's named variants, as New Game… needs them. */
export interface NamedSource {
  /** The named variants that check out (the others are reported and skipped). */
  list(): NamedVariant[];
  /** The names already in the user settings. */
  userNames(): string[];
  /** Writes one into the user settings. */
  save(name: string, variant: Record<string, unknown>): Promise<void>;
}

interface Item extends vscode.QuickPickItem {
  run?: () => Promise<Picked | 'back'>;
}

/** Shows one quick pick and resolves with the chosen item's result ('back' for the Back button, undefined on Esc). */
function pickOne(
  title: string,
  placeholder: string,
  items: Item[],
  back: boolean,
  active?: number,
  /** Fills items in later (New Game…'s figures): `update` shows the items as they are now; `closed` fires when the pick goes. */
  later?: (update: () => void, closed: vscode.CancellationToken) => void,
): Promise<Picked | 'back'> {
  return new Promise((resolve) => {
    const qp = vscode.window.createQuickPick<Item>();
    qp.title = title;
    qp.placeholder = placeholder;
    qp.items = items;
    qp.matchOnDescription = true;
    qp.matchOnDetail = true;
    // Rows filled in later never scroll the list (VS Code would go back to the top on each new set of items).
    if (later) qp.keepScrollPosition = true;
    if (active !== undefined && items[active]) qp.activeItems = [items[active]];
    if (back) qp.buttons = [vscode.QuickInputButtons.Back];
    let done = false;
    const closed = new vscode.CancellationTokenSource();
    const finish = (r: Picked | 'back'): void => {
      if (done) return;
      done = true;
      closed.cancel();
      qp.dispose();
      resolve(r);
    };
    qp.onDidTriggerButton(() => finish('back'));
    qp.onDidAccept(() => {
      const item = qp.selectedItems[0];
      if (!item?.run) return;
      const run = item.run;
      done = true;
      closed.cancel();
      qp.dispose();
      void run().then(resolve, () => resolve(undefined));
    });
    qp.onDidHide(() => finish(undefined));
    if (later) {
      // The rows as they are now: the same items in the same order (only their lines changed), the active one kept.
      // Never while a filter is typed (the rows it matches stay as they were until it is cleared), never once closed.
      let waiting = false;
      const update = (): void => {
        if (done) return;
        if (qp.value !== '') {
          waiting = true;
          return;
        }
        waiting = false;
        const active = qp.activeItems;
        qp.items = [...items];
        if (active.length > 0) qp.activeItems = active;
      };
      qp.onDidChangeValue((value) => {
        if (value === '' && waiting) update();
      });
      // Before show: what `later` knows at once is in the first picture.
      later(update, closed.token);
    }
    qp.show();
  });
}

/** A sub-step's quick pick: its Back button goes back, Esc closes New Game…. */
async function subPick(title: string, placeholder: string, items: Item[], active?: number): Promise<Changed> {
  const r = await pickOne(title, placeholder, items, true, active);
  if (r === 'back' || r === undefined) return r;
  return r.kind === 'choice' ? r.choice : undefined;
}

/** A whole number typed in an input box (for ranges too long to list), checked as typed. */
function typedNumber(title: string, min: number, max: number, now: number, apply: (n: number) => Choice): Promise<Changed> {
  return new Promise((resolve) => {
    const box = vscode.window.createInputBox();
    box.title = title;
    box.value = String(now);
    box.prompt = t('A whole number from {0} to {1}', min, max);
    box.buttons = [vscode.QuickInputButtons.Back];
    let done = false;
    const finish = (r: Changed): void => {
      if (done) return;
      done = true;
      box.dispose();
      resolve(r);
    };
    const problem = (text: string): string | undefined => {
      const n = Number(text.trim());
      if (!/^\d+$/.test(text.trim()) || n < min || n > max) return t('A whole number from {0} to {1}', min, max);
      const checked = checkChoice(apply(n), t);
      return checked.ok ? undefined : checked.reason;
    };
    box.onDidChangeValue((v) => (box.validationMessage = problem(v)));
    box.onDidTriggerButton(() => finish('back'));
    box.onDidAccept(() => {
      if (problem(box.value) === undefined) finish(apply(Number(box.value.trim())));
    });
    box.onDidHide(() => finish(undefined));
    box.show();
  });
}

/** The name of a new variant of the player's own, checked as typed (undefined: Esc). */
function askName(taken: readonly string[]): Promise<{ name: string } | 'back' | undefined> {
  return new Promise((resolve) => {
    const box = vscode.window.createInputBox();
    box.title = t('Save as Variant…');
    box.prompt = t('A name for this variant: New Game… and the setting Variant will offer it');
    box.placeholder = t('My War');
    box.buttons = [vscode.QuickInputButtons.Back];
    let done = false;
    const finish = (r: { name: string } | 'back' | undefined): void => {
      if (done) return;
      done = true;
      box.dispose();
      resolve(r);
    };
    const problem = (name: string): string | undefined => {
      if (name.trim().length === 0) return undefined;
      if (taken.includes(name.trim())) return t('You already have a variant called {0}', name.trim());
      return nameProblem(name.trim()) === null ? undefined : t('A name of 1 to 40 characters that is not a built-in variant');
    };
    box.onDidChangeValue((v) => (box.validationMessage = problem(v)));
    box.onDidTriggerButton(() => finish('back'));
    box.onDidAccept(() => {
      const name = box.value.trim();
      if (name.length > 0 && problem(name) === undefined) finish({ name });
    });
    box.onDidHide(() => finish(undefined));
    box.show();
  });
}

/** The "New Game…" flow. */
export class NewGamePicker {
  /** The computerLevel setting: how strong a seat written plain `computer` plays. */
  private level: Level = 'strong';

  constructor(
    private readonly state: vscode.Memento,
    private readonly named: NamedSource,
    /** The games of the tabs closed last, newest first (listed under Recent, to resume). */
    private readonly closed: () => ClosedGame[] = () => [],
    /** Variants' figures for the pick lines (none: the lines show none). */
    private readonly figures?: PickFigures,
  ) {}

  /** The recent choices, newest first. */
  recent(): Choice[] {
    return readRecent(this.state.get(RECENT_KEY));
  }

  /** Asks which game to start; remembers a chosen game among the recent ones. */
  async pick(settings: Options, settingsTitle: string, level: Level = 'strong'): Promise<Picked> {
    this.level = level;
    for (;;) {
      const recent = this.recent();
      const closed = this.closed();
      const items: Item[] = [];
      if (recent.length + closed.length > 0) items.push({ label: t('Recent'), kind: vscode.QuickPickItemKind.Separator });
      closed.forEach((c, index) => {
        const variant = c.game.record.options.variant;
        const title = c.choice?.name ?? (isVariant(variant) ? gameTitle(variant, t) : t('Piecepack War'));
        items.push({
          label: `$(debug-restart) ${title}`,
          description: t('closed game, {0:one=move|other=moves}: resume it', c.game.record.actions.length),
          run: async () => ({ kind: 'resume', index }),
        });
      });
      for (const c of recent) {
        const w = choiceWords(c, t, this.level);
        items.push({ label: `$(history) ${w.title}`, description: w.detail, run: async () => this.chosen(c) });
      }
      items.push(
        { label: t('Your settings'), kind: vscode.QuickPickItemKind.Separator },
        { label: `$(settings-gear) ${settingsTitle}`, description: t('the game Settings choose'), run: async () => ({ kind: 'settings' }) },
      );
      const named = this.named.list();
      if (named.length > 0) items.push({ label: t('Your variants'), kind: vscode.QuickPickItemKind.Separator });
      /** The rows that show figures, each with the options they are of. */
      const withFigures: FiguresRow[] = [];
      for (const v of named) {
        const choice = namedChoice(v.name, v.input, v.variant);
        const detail = choiceWords(choice, t, this.level).detail;
        const item: Item = {
          label: `$(star-full) ${v.name}`,
          description: [gameTitle(v.variant, t), detail].filter(Boolean).join(' · '),
          run: async () => this.options(choice),
        };
        items.push(item);
        withFigures.push({ item, input: v.input });
      }
      items.push({
        label: this.figures ? t('Variants (figures from {0} games, seed {1})', FIGURES_N, FIGURES_SEED) : t('Variants'),
        kind: vscode.QuickPickItemKind.Separator,
      });
      for (const v of VARIANT_NAMES) {
        const choice = startingChoice(v, settings);
        const item: Item = { label: gameTitle(v, t), detail: gameSummary(v, t), run: async () => this.options(choice) };
        items.push(item);
        withFigures.push({ item, input: choiceInput(choice) });
      }
      const r = await pickOne(
        t('New Game'),
        t('Choose a game: a recent one, your settings, your variants, or a variant'),
        items,
        false,
        undefined,
        this.figures && ((update, closedToken) => void this.fillFigures(withFigures, update, closedToken)),
      );
      if (r !== 'back') return r;
    }
  }

  /**
   * Each row's figures, at the end of its description (the line it already has, so no row grows and none moves): at
   * once from those already worked out, the others one at a time (a thread each) while the pick is open, each shown
   * when ready; the work stops when the pick closes. Opening the pick never waits on them.
   */
  private async fillFigures(rows: FiguresRow[], update: () => void, closed: vscode.CancellationToken): Promise<void> {
    const source = this.figures!;
    const show = (row: FiguresRow, f: VariantFigures): void => {
      row.item.description = [row.item.description, `$(graph) ${shortFigures(f, t)}`].filter(Boolean).join(' · ');
    };
    const later = rows.filter((row) => {
      const known = source.known(row.input);
      if (known) show(row, known);
      return !known;
    });
    if (later.length < rows.length) update();
    let shown = rows.length - later.length;
    for (const row of later) {
      const f = await source.figures(row.input, closed);
      if (closed.isCancellationRequested) {
        source.log(`New Game… rows with figures: ${shown} of ${rows.length}; the rest stopped (the pick closed)`);
        return;
      }
      if (!f) continue;
      show(row, f);
      shown++;
      update();
    }
    source.log(`New Game… rows with figures: ${shown} of ${rows.length}`);
  }

  private async chosen(choice: Choice): Promise<Picked> {
    await this.state.update(RECENT_KEY, remember(this.recent(), choice));
    return { kind: 'choice', choice };
  }

  /** The options of one variant, changed one at a time, until Start (or Back to the variants; Esc closes). */
  private async options(first: Choice): Promise<Picked | 'back'> {
    let choice = first;
    let active = 0;
    for (;;) {
      const checked = checkChoice(choice, t);
      const [minP, maxP] = ranges(choice.variant).players;
      const packs = ranges(choice.variant).packs;
      const players = checked.ok ? checked.options.players : (choice.players ?? 2);
      const seats = checked.ok ? checked.options.seats : (choice.seats ?? seatsOf('you-vs-computer', players));
      const seating = seatingOf(seats);
      const level = choiceLevel(choice, this.level);
      const kept = level === 'mixed' ? null : level;
      const items: Item[] = [];
      if (checked.ok)
        items.push({
          label: `$(play) ${t('Start')}`,
          description: choiceWords(choice, t, this.level).detail,
          run: async () => this.chosen(choice),
        });
      else items.push({ label: `$(error) ${t('This game cannot be dealt')}`, detail: checked.reason });
      let change: ((c: Choice) => Promise<Changed>) | null = null;
      const option = (label: string, value: string, pick: (c: Choice) => Promise<Changed>): void => {
        const index = items.length;
        items.push({
          label,
          description: value,
          run: async () => {
            change = pick;
            active = index;
            return 'back';
          },
        });
      };
      if (maxP > minP)
        option(t('Players'), String(players), (c) =>
          this.number(t('Players'), minP, maxP, players, (n) => ({
            ...c,
            players: n,
            seats: seatsOf(seating ?? 'you-vs-computer', n, kept),
          })),
        );
      if (packs) {
        const now = checked.ok && 'packs' in checked.options ? checked.options.packs : (choice.packs ?? 1);
        option(t('Packs'), String(now), (c) => this.number(t('Packs'), packs[0], packs[1], now, (n) => ({ ...c, packs: n })));
      }
      option(t('Seats'), seating ? seatingWords(seating, players, t) : seats.join(', '), (c) => this.seating(c, players, seating, kept));
      if (level !== null) option(t('Computer'), level === 'mixed' ? t('mixed levels') : levelWords(level, t), (c) => this.levels(c, kept));
      if (checked.ok) {
        const rules = rulesOf(checked.options);
        if (rules.length > 0) items.push({ label: t('Rules'), kind: vscode.QuickPickItemKind.Separator });
        for (const spec of rules) {
          const now = (checked.options as unknown as Record<string, unknown>)[spec.name];
          option(ruleLabel(spec.name), valueWords(now), (c) => this.rule(c, spec.name, now));
        }
        items.push({ label: '', kind: vscode.QuickPickItemKind.Separator });
        items.push({
          label: `$(save) ${t('Save as Variant…')}`,
          description: t('keep these rules under a name of yours (user settings)'),
          run: async () => this.saveAs(choice, checked.options),
        });
      }
      const title = choice.name ? `${choice.name} (${gameTitle(choice.variant, t)})` : gameTitle(choice.variant, t);
      const r = await pickOne(t('New Game: {0}', title), t('Start, or change an option'), items, true, active);
      if (r !== 'back') return r;
      const changing = change as ((c: Choice) => Promise<Changed>) | null;
      if (!changing) return 'back';
      // A named variant changed is a game of its own: its rules are written out whole, so Settings cannot slip in.
      const next = await changing(choice.name !== undefined ? wholeChoice(choice) : choice);
      if (next === undefined) return undefined;
      if (next !== 'back') choice = next;
    }
  }

  /** Save as Variant…: asks a name, writes the variant to the user settings, and starts it. */
  private async saveAs(choice: Choice, options: Options): Promise<Picked | 'back'> {
    const asked = await askName(this.named.userNames());
    if (asked === 'back') return this.options(choice);
    if (asked === undefined) return undefined;
    const name = asked.name;
    const variant = savedForm(options.variant, configOf(options));
    await this.named.save(name, variant);
    void vscode.window.showInformationMessage(t('Piecepack War: saved "{0}" in your user settings (Variants).', name));
    return this.chosen(namedChoice(name, variant, options.variant));
  }

  /** One rule's values, the current one first. */
  private async rule(choice: Choice, name: string, now: unknown): Promise<Changed> {
    const apply = (v: unknown): Choice => ({ ...choice, rules: { ...choice.rules, [name]: v } });
    const values = ruleValues(name, now);
    if (values === null) {
      const range = ruleRange(name);
      return typedNumber(ruleLabel(name), range[0], range[1], typeof now === 'number' ? now : range[0], apply);
    }
    const items: Item[] = values.map((v) => {
      const ok = checkChoice(apply(v), t);
      return {
        label: valueWords(v),
        description: JSON.stringify(v) === JSON.stringify(now) ? t('now') : undefined,
        detail: ok.ok ? undefined : ok.reason,
        run: async () => ({ kind: 'choice', choice: apply(v) }),
      };
    });
    return subPick(ruleLabel(name), ruleLabel(name), items, 0);
  }

  private async number(title: string, min: number, max: number, now: number, apply: (n: number) => Choice): Promise<Changed> {
    const items: Item[] = [];
    for (let n = min; n <= max; n++) {
      const c = apply(n);
      const ok = checkChoice(c, t);
      items.push({
        label: String(n),
        description: n === now ? t('now') : undefined,
        detail: ok.ok ? undefined : ok.reason,
        run: async () => ({ kind: 'choice', choice: c }),
      });
    }
    return subPick(title, title, items, now - min);
  }

  private async seating(choice: Choice, players: number, now: Seating | null, level: Level | null): Promise<Changed> {
    const items: Item[] = SEATINGS.map((s) => ({
      label: seatingWords(s, players, t),
      description: s === now ? t('now') : undefined,
      run: async () => ({ kind: 'choice', choice: { ...choice, seats: seatsOf(s, players, level), players } }),
    }));
    return subPick(t('Seats'), t('Who plays'), items, now ? SEATINGS.indexOf(now) : 0);
  }

  /** How strong the computer plays (the decision games): every computer seat but the random ones at the chosen level. */
  private async levels(choice: Choice, now: Level | null): Promise<Changed> {
    const details: Record<Level, string> = {
      easy: t('Plays sensibly, as a beginner would'),
      normal: t('A fair opponent: beats the easy computer clearly'),
      strong: t("The computer's best play"),
    };
    const items: Item[] = LEVELS.map((l) => ({
      label: levelWords(l, t),
      description: l === now ? t('now') : undefined,
      detail: details[l],
      run: async () => ({ kind: 'choice', choice: withLevel(choice, l) }),
    }));
    return subPick(t('Computer'), t('How strong the computer plays'), items, now ? LEVELS.indexOf(now) : LEVELS.length - 1);
  }
}
