// Driving VS Code's workbench in Chromium like a user: the command palette, notifications, dialogs, and the webviews
// (each is an outer iframe holding the page's own frame; locators pierce the element's open shadow root).
import type { Frame, Locator, Page } from 'playwright-core';

/** Polls `check` until it returns a value (not undefined/false) or the time is up. */
export async function until<T>(what: string, check: () => Promise<T | undefined | false | null>, ms = 180_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined && v !== false && v !== null) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${ms} ms waiting for ${what}${last ? ` (last error: ${last instanceof Error ? last.message : JSON.stringify(last)})` : ''}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The workbench in one page. */
export class Workbench {
  constructor(
    readonly page: Page,
    readonly url: string,
  ) {}

  /** Loads the workbench and waits until it is ready for input. */
  async open(): Promise<void> {
    await this.page.goto(this.url);
    await this.ready();
  }

  /** Waits for the workbench after a load or reload, until our extension's contributions are registered. */
  async ready(): Promise<void> {
    await this.page.locator('.monaco-workbench').waitFor({ timeout: 180_000 });
    await this.activityIcon().waitFor({ timeout: 180_000 });
  }

  /** Our view container's icon in the activity bar (there once the extension host has read our manifest). */
  activityIcon(): Locator {
    return this.page.locator('.activitybar .action-item a[aria-label^="Piecepack War"]');
  }

  /** Runs a command from the palette by its title; returns the moment it was chosen. */
  async command(title: string): Promise<number> {
    const input = this.page.locator('.quick-input-widget .quick-input-box input');
    // Focus can move while the palette is open (a webview loading, a game focusing its prompt): try a few times.
    for (let attempt = 0; ; attempt++) {
      try {
        await this.page.keyboard.press('Escape');
        await this.page.keyboard.press('F1');
        await input.waitFor({ state: 'visible', timeout: 5000 });
        await input.fill(`>${title}`, { timeout: 5000 });
        // The row whose label is exactly the title (labels may end with the keybinding: "View: Split Editor, Ctrl+\\").
        const row = await until(
          `the palette to offer "${title}"`,
          async () => {
            for (const r of await this.page.locator('.quick-input-list .monaco-list-row').all()) {
              const label = (await r.getAttribute('aria-label')) ?? '';
              if (label === title || label.startsWith(`${title}, `)) return r;
            }
            return undefined;
          },
          15_000,
        );
        const at = Date.now();
        await row.click({ timeout: 3000 });
        return at;
      } catch (e) {
        if (attempt === 3) throw e;
        await this.page
          .locator('.statusbar')
          .click({ position: { x: 300, y: 5 } })
          .catch(() => undefined);
      }
    }
  }

  /** The page frame of the webview whose body says `data-view` = view (game, sidebar or stats). */
  async webview(view: string, ms = 180_000): Promise<Frame> {
    return until(
      `the ${view} webview`,
      async () => {
        for (const frame of this.page.frames()) {
          if (frame.isDetached()) continue;
          const found = await Promise.race([
            frame.evaluate(() => document.body?.dataset.view ?? null).catch(() => null),
            new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)), // a frame still loading can hang
          ]);
          if (found === view) return frame;
        }
        return undefined;
      },
      ms,
    );
  }

  /** A notification toast containing `text`. */
  notification(text: string | RegExp): Locator {
    return this.page.locator('.notifications-toasts .notification-toast', { hasText: text });
  }

  /** Clicks a button of the toast containing `text`. */
  async answerNotification(text: string | RegExp, button: string): Promise<void> {
    const toast = this.notification(text).first();
    await toast.waitFor({ timeout: 180_000 });
    await toast.getByRole('button', { name: button }).click();
  }

  /** Clicks a button of a notification that may have gone from the toasts to the notification center (a progress one). */
  async answerInCenter(text: string | RegExp, button: string): Promise<void> {
    const toast = this.notification(text).first();
    if (await toast.isVisible()) {
      await toast.getByRole('button', { name: button }).click();
      return;
    }
    await this.command('Notifications: Show Notifications');
    const item = this.page.locator('.notifications-center .notification-list-item', { hasText: text }).first();
    await item.waitFor({ timeout: 180_000 });
    await item.hover();
    await item.getByRole('button', { name: button }).click();
    await this.page.keyboard.press('Escape'); // closes the notification center
  }

  /** Clicks a button of the modal dialog. */
  async answerDialog(button: string): Promise<string> {
    const dialog = this.page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: 180_000 });
    const text = (await dialog.innerText()).trim();
    await dialog.getByRole('button', { name: button, exact: true }).click();
    return text;
  }

  /**
   * Changes the user settings as a user does: settings.json, open in the first editor group (the game and statistics
   * panels sit in the groups to its right and stay visible), all replaced by the new text, saved.
   * (code-server's workbench does not re-read a settings.json written behind its back, although its server sees the
   * change, so editing it in the workbench is also the only way that works.) A game waiting for a decision may take the
   * keyboard focus back meanwhile, so each step is checked and the whole edit retried. Resolves once the file is saved.
   */
  async editSettings(settings: Record<string, unknown>, file: string): Promise<void> {
    const { readFileSync } = await import('node:fs');
    const saved = (): boolean => {
      try {
        return JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))) === JSON.stringify(settings);
      } catch {
        return false;
      }
    };
    // Pasted, not typed: typing into the editor would auto-close quotes and brackets.
    await this.page.evaluate((text) => navigator.clipboard.writeText(text), JSON.stringify(settings, null, 2));
    const groups = this.page.locator('.editor-group-container');
    const focused = groups.first().locator('.monaco-editor.focused');
    for (let attempt = 0; ; attempt++) {
      try {
        await this.command('View: Focus First Editor Group');
        await until(
          'the first group to be active',
          async () => (await groups.first().getAttribute('class'))?.includes('active') === true,
          3000,
        );
        await this.command('Preferences: Open User Settings (JSON)');
        await focused.waitFor({ timeout: 3000 });
        // VS Code itself may have written the file meanwhile (a theme change does): start from what is on disk.
        await this.command('File: Revert File');
        await focused.waitFor({ timeout: 3000 });
        await this.page.keyboard.press('ControlOrMeta+A');
        await this.page.keyboard.press('ControlOrMeta+V');
        await this.page.keyboard.press('ControlOrMeta+S');
        await until('settings.json to be saved', async () => saved(), 3000);
        return;
      } catch (e) {
        if (attempt === 3) throw e;
        await this.page
          .locator('.notifications-toasts .notification-toast', { hasText: 'Failed to save' })
          .getByRole('button', { name: 'Overwrite' })
          .click({ timeout: 500 })
          .catch(() => undefined);
        // Focus went elsewhere and settings.json may have opened beside the game: close any such copy.
        for (const tab of await this.page.locator('.editor-group-container:not(:first-child) .tab', { hasText: 'settings.json' }).all())
          await tab
            .locator('.action-label.codicon-close')
            .click({ force: true })
            .catch(() => undefined);
      }
    }
  }

  /**
   * Makes the editor whose tab says `text` the active one, and waits until VS Code says it is (a command run next acts
   * on the active editor: on a busy machine the click's focus change came after the next command had run).
   */
  async activateTab(text: string): Promise<void> {
    await this.page.locator('.tab', { hasText: text }).first().click();
    await until(
      `the "${text}" tab to be the active editor`,
      async () => (await this.page.locator('.editor-group-container.active .tab.active', { hasText: text }).count()) > 0,
    );
  }

  /** Closes the editor whose tab says `text` (the first such) and waits until its tab is gone. */
  async closeTab(text: string): Promise<void> {
    const before = await this.page.locator('.tab', { hasText: text }).count();
    await this.activateTab(text);
    await this.command('View: Close Editor');
    await until(`the "${text}" tab to close`, async () => (await this.page.locator('.tab', { hasText: text }).count()) < before);
  }

  /**
   * The layout the scenarios use: settings.json in the first editor group, a second group beside it active (where
   * the game panel will open). Waits for each step, since editors open asynchronously and take the focus.
   */
  async settingsBeside(): Promise<void> {
    await this.command('Preferences: Open User Settings (JSON)');
    const groups = this.page.locator('.editor-group-container');
    await until(
      'settings.json focused in the first group',
      async () =>
        (await groups.count()) === 1 &&
        (await this.page.locator('.editor-group-container.active .tab.active', { hasText: 'settings.json' }).count()) === 1 &&
        (await this.page.locator('.editor-group-container.active .monaco-editor.focused').count()) === 1,
    );
    await this.command('View: Split Editor Right');
    await until(
      'a second, active group',
      async () => (await groups.count()) === 2 && (await groups.nth(1).getAttribute('class'))?.includes('active') === true,
    );
    // The copy of settings.json in the new group goes (the group stays: workbench.editor.closeEmptyGroups is off).
    await this.command('View: Close Editor');
    await until(
      'the second group, empty and active',
      async () =>
        (await groups.count()) === 2 &&
        (await groups.nth(1).locator('.tab').count()) === 0 &&
        (await groups.nth(1).getAttribute('class'))?.includes('active') === true,
    );
  }

  /** An action button in the title bar of the active editor group (`label` as its tooltip says it). */
  editorAction(label: string): Locator {
    return this.page
      .locator('.editor-group-container.active .editor-actions')
      .getByRole('button', { name: label })
      .filter({ visible: true })
      .first();
  }

  /** An action button in a view's title bar (the view's pane, or the container holding it). */
  viewAction(label: string): Locator {
    return this.page.locator('.part.sidebar').getByRole('button', { name: label, exact: true }).filter({ visible: true }).first();
  }

  /** The quick pick's rows whose text contains `text`. */
  quickPickRow(text: string | RegExp): Locator {
    return this.page.locator('.quick-input-widget .quick-input-list .monaco-list-row', { hasText: text });
  }

  /**
   * The quick pick's row whose accessible name (its label, description and detail as they are now) contains `text`.
   * Unlike `quickPickRow`, never a row that only keeps `text` hidden: VS Code reuses a row's elements for another item,
   * and a detail line the new item does not have stays in the row, hidden, with the old item's words.
   */
  quickPickRowSaying(text: string): Locator {
    return this.page.locator(`.quick-input-widget .quick-input-list .monaco-list-row[aria-label*=${JSON.stringify(text)}]`).first();
  }

  /** The quick pick's title, once it is open. */
  async quickPickTitle(): Promise<string> {
    const title = this.page.locator('.quick-input-widget .quick-input-title');
    await title.waitFor({ timeout: 180_000 });
    return (await title.innerText()).trim();
  }

  /** Whether the workbench says it is in Restricted Mode (its status bar item). */
  async restricted(): Promise<boolean> {
    return (await this.page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).count()) > 0;
  }

  /** Closes every notification, so later ones can be told apart. */
  async clearNotifications(): Promise<void> {
    await this.command('Notifications: Clear All Notifications');
  }
}
