// "New Game…": a quick pick that chooses the game without opening Settings. First the recent choices, then the
// settings' own game, then every variant; a variant leads to its main options (players, packs, who sits where, and in
// the decision games how strong the computer plays), each changed in place, and Start. Esc anywhere starts nothing. The choices' logic is in new-game-choice.ts (pure, tested).
import * as vscode from 'vscode';
import { VARIANT_NAMES, LEVELS, type Level, type Options } from '../../engine/src/index.ts';
import {
  checkChoice,
  choiceLevel,
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

/** The globalState key of the recent choices (this machine only). */
export const RECENT_KEY = 'piecepackWar.recentGames';

/** What New Game… ends with: the settings' own game, a chosen one, or nothing (Esc). */
export type Picked = { kind: 'settings' } | { kind: 'choice'; choice: Choice } | undefined;

interface Item extends vscode.QuickPickItem {
  run?: () => Promise<Picked | 'back'>;
}

/** Shows one quick pick and resolves with the chosen item's result ('back' for the Back button, undefined on Esc). */
function pickOne(title: string, placeholder: string, items: Item[], back: boolean, active?: number): Promise<Picked | 'back'> {
  return new Promise((resolve) => {
    const qp = vscode.window.createQuickPick<Item>();
    qp.title = title;
    qp.placeholder = placeholder;
    qp.items = items;
    qp.matchOnDescription = true;
    qp.matchOnDetail = true;
    if (active !== undefined && items[active]) qp.activeItems = [items[active]];
    if (back) qp.buttons = [vscode.QuickInputButtons.Back];
    let done = false;
    const finish = (r: Picked | 'back'): void => {
      if (done) return;
      done = true;
      qp.dispose();
      resolve(r);
    };
    qp.onDidTriggerButton(() => finish('back'));
    qp.onDidAccept(() => {
      const item = qp.selectedItems[0];
      if (!item?.run) return;
      const run = item.run;
      done = true;
      qp.dispose();
      void run().then(resolve, () => resolve(undefined));
    });
    qp.onDidHide(() => finish(undefined));
    qp.show();
  });
}

/** The "New Game…" flow. */
export class NewGamePicker {
  /** The computerLevel setting: how strong a seat written plain `computer` plays. */
  private level: Level = 'strong';

  constructor(private readonly state: vscode.Memento) {}

  /** The recent choices, newest first. */
  recent(): Choice[] {
    return readRecent(this.state.get(RECENT_KEY));
  }

  /** Asks which game to start; remembers a chosen game among the recent ones. */
  async pick(settings: Options, settingsTitle: string, level: Level = 'strong'): Promise<Picked> {
    this.level = level;
    for (;;) {
      const recent = this.recent();
      const items: Item[] = [];
      if (recent.length > 0) items.push({ label: t('Recent'), kind: vscode.QuickPickItemKind.Separator });
      for (const c of recent) {
        const w = choiceWords(c, t, this.level);
        items.push({ label: `$(history) ${w.title}`, description: w.detail, run: async () => this.chosen(c) });
      }
      items.push(
        { label: t('Your settings'), kind: vscode.QuickPickItemKind.Separator },
        { label: `$(settings-gear) ${settingsTitle}`, description: t('the game Settings choose'), run: async () => ({ kind: 'settings' }) },
      );
      items.push({ label: t('Variants'), kind: vscode.QuickPickItemKind.Separator });
      for (const v of VARIANT_NAMES) {
        items.push({ label: gameTitle(v, t), detail: gameSummary(v, t), run: async () => this.options(startingChoice(v, settings)) });
      }
      const r = await pickOne(t('New Game'), t('Choose a game: a recent one, your settings, or a variant'), items, false);
      if (r !== 'back') return r;
    }
  }

  private async chosen(choice: Choice): Promise<Picked> {
    await this.state.update(RECENT_KEY, remember(this.recent(), choice));
    return { kind: 'choice', choice };
  }

  /** The options of one variant, changed one at a time, until Start (or Back to the variants). */
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
      let change: ((c: Choice) => Promise<Choice | undefined>) | null = null;
      const option = (label: string, value: string, pick: (c: Choice) => Promise<Choice | undefined>): void => {
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
      const r = await pickOne(t('New Game: {0}', gameTitle(choice.variant, t)), t('Start, or change an option'), items, true, active);
      if (r !== 'back') return r;
      const changing = change as ((c: Choice) => Promise<Choice | undefined>) | null;
      if (!changing) return 'back';
      const next = await changing(choice);
      if (next) choice = next;
    }
  }

  private async number(title: string, min: number, max: number, now: number, apply: (n: number) => Choice): Promise<Choice | undefined> {
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
    const r = await pickOne(title, title, items, true, now - min);
    return r && r !== 'back' && r.kind === 'choice' ? r.choice : undefined;
  }

  private async seating(choice: Choice, players: number, now: Seating | null, level: Level | null): Promise<Choice | undefined> {
    const items: Item[] = SEATINGS.map((s) => ({
      label: seatingWords(s, players, t),
      description: s === now ? t('now') : undefined,
      run: async () => ({ kind: 'choice', choice: { ...choice, seats: seatsOf(s, players, level), players } }),
    }));
    const r = await pickOne(t('Seats'), t('Who plays'), items, true, now ? SEATINGS.indexOf(now) : 0);
    return r && r !== 'back' && r.kind === 'choice' ? r.choice : undefined;
  }

  /** How strong the computer plays (the decision games): every computer seat but the random ones at the chosen level. */
  private async levels(choice: Choice, now: Level | null): Promise<Choice | undefined> {
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
    const r = await pickOne(t('Computer'), t('How strong the computer plays'), items, true, now ? LEVELS.indexOf(now) : LEVELS.length - 1);
    return r && r !== 'back' && r.kind === 'choice' ? r.choice : undefined;
  }
}
