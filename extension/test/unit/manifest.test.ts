// package.json as the Marketplace and VS Code read it: the settings are exactly what the engine's OPTION_SPECS
// generate (in categories, strings keyed by name), the play settings match what the element takes, and the manifest
// declares what every workspace needs (untrusted, virtual, where it runs), the lowest VS Code its APIs allow, the
// commands in the palette and title bars, the views, the walkthrough and the Marketplace fields. Fails on any drift.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'mocha';
import { OPTION_SPECS, PLAY_SETTING_NAMES, PLAY_SETTINGS, type PlaySettingSpec, VARIANT_NAMES } from '../../../engine/src/index.ts';
import { COMMANDS, SIDEBAR_VIEW_IDS } from '../../src/ids.ts';
import { generateManifest, SECTION } from '../../src/manifest.ts';
import { CATEGORIES, EXTRA_SETTINGS } from '../../src/play-settings.ts';

import { SPEED_NAMES } from '../../../webview/src/game/speed.ts';
import { PALETTE_NAMES } from '../../../picture/art/palettes.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const nls = JSON.parse(readFileSync('package.nls.json', 'utf8'));
const generated = generateManifest();
type Prop = Record<string, unknown> & { enum?: unknown[]; enumDescriptions?: string[]; enumItemLabels?: string[] };
const categories = pkg.contributes.configuration as { id: string; title: string; properties: Record<string, Prop> }[];
const props: Record<string, Prop> = Object.assign({}, ...categories.map((c) => c.properties));

describe('extension manifest', () => {
  it('contributes.configuration is what OPTION_SPECS generate (run `npm run build` to regenerate)', () => {
    assert.deepEqual(pkg.contributes.configuration, generated.configuration);
  });

  it('package.nls.json holds every generated string, word for word', () => {
    for (const [key, text] of Object.entries(generated.nls)) assert.equal(nls[key], text, key);
  });

  it('every %key% in package.json has a string in package.nls.json, and no string is left over', () => {
    const keys = new Set([...JSON.stringify(pkg).matchAll(/"%([^%"]+)%"/g)].map((m) => m[1]));
    assert.ok(keys.size > 50);
    for (const key of keys) assert.equal(typeof nls[key], 'string', key);
    for (const key of Object.keys(nls)) assert.ok(keys.has(key), `${key} is not used`);
  });

  it("settings come in categories: the game, each family's rules, display, simulation", () => {
    assert.deepEqual(
      categories.map((c) => c.id),
      CATEGORIES.map((c) => `${SECTION}.${c}`),
    );
    const of = (name: string): string => categories.find((c) => `${SECTION}.${name}` in c.properties)!.id;
    assert.equal(of('variant'), 'piecepackWar.game');
    assert.equal(of('pickup'), 'piecepackWar.war');
    assert.equal(of('rounds'), 'piecepackWar.tod-und-leben');
    assert.equal(of('protection'), 'piecepackWar.steal-war');
    assert.equal(of('arrange'), 'piecepackWar.stacked-deck');
    assert.equal(of('speed'), 'piecepackWar.display');
    assert.equal(of('simulationGames'), 'piecepackWar.simulation');
    for (const c of categories) assert.ok(Object.keys(c.properties).length > 0, c.id);
  });

  it('strings are keyed by name, never by position (config.<setting>.enum.<value>)', () => {
    const keys = Object.keys(generated.nls);
    assert.ok(keys.includes('config.variant.enum.war'));
    assert.ok(keys.includes('config.variant.label.stacked-deck'));
    assert.ok(keys.includes('config.pickup.enum.unset'));
    assert.ok(keys.includes('config.speed.label.max'));
    assert.ok(
      !keys.some(
        (k) =>
          /\.(enum|label)\.\d+$/.test(k) &&
          !k.startsWith('config.warFaceDown') &&
          !k.startsWith('config.jokers') &&
          !k.startsWith('config.coinsPerAction'),
      ),
      'only numeric values have numeric keys',
    );
  });

  it('offers one setting per engine option, with its allowed values (and labels), range and order', () => {
    let last = -1;
    for (const spec of OPTION_SPECS) {
      const p = props[`${SECTION}.${spec.name}`];
      assert.ok(p, `no setting for ${spec.name}`);
      assert.ok((p.order as number) > last, `${spec.name} is out of order`);
      last = p.order as number;
      assert.match(String(p.markdownDescription), /^%config\./);
      // An option with a written form too (deck: 4x4) offers its list in the first branch of anyOf.
      const list = spec.pattern ? (p.anyOf as Prop[])[0] : p;
      if (spec.kind === 'enum' && spec.name !== 'variant') assert.deepEqual(list.enum, [null, ...spec.values!]);
      if (spec.kind === 'int' && !spec.values) assert.deepEqual([p.minimum, p.maximum], [spec.min, spec.max]);
      if (spec.kind === 'int' && spec.values) assert.deepEqual(p.enum, [null, ...spec.values]);
      if (list.enum) {
        assert.equal(list.enumDescriptions?.length, list.enum.length, `${spec.name} enumDescriptions`);
        assert.equal(list.enumItemLabels?.length, list.enum.length, `${spec.name} enumItemLabels`);
      }
    }
    // Variant may name one of the player's own variants: a free string whose completions are the built-in variants.
    const variant = props[`${SECTION}.variant`] as { enum?: unknown; defaultSnippets: { body: string; label: string }[] };
    assert.equal(variant.enum, undefined);
    assert.deepEqual(
      variant.defaultSnippets.map((s) => s.body),
      VARIANT_NAMES,
    );
    assert.ok(variant.defaultSnippets.every((s) => nls[s.label.slice(1, -1)]));
    assert.equal(props[`${SECTION}.variant`].default, 'war');
  });

  it('piecepackWar.variants: every option of the engine, with its values and description, only for the families it has', () => {
    type Prop = {
      enum?: unknown[];
      markdownDescription?: string;
      default?: unknown;
      errorMessage?: string;
      doNotSuggest?: boolean;
      not?: object;
    };
    const variants = props[`${SECTION}.variants`] as {
      additionalProperties: {
        properties: Record<string, Prop>;
        required: string[];
        allOf: {
          if: { properties: { variant: { enum: string[] } } };
          then: { properties: Record<string, Prop>; additionalProperties: boolean };
        }[];
      };
      propertyNames: { not: { enum: string[] } };
    };
    const one = variants.additionalProperties;
    assert.deepEqual(one.required, ['variant']);
    assert.deepEqual(Object.keys(one.properties), ['variant', 'players', 'seats'], 'before the variant is chosen: what every game has');
    assert.deepEqual(one.properties.variant.enum, VARIANT_NAMES);
    const covered = one.allOf.flatMap((a) => a.if.properties.variant.enum).sort();
    assert.deepEqual(covered, [...VARIANT_NAMES].sort(), "every variant has its family's branch");
    for (const branch of one.allOf) {
      assert.equal(branch.then.additionalProperties, false, 'a misspelled option is flagged');
      assert.deepEqual(
        Object.keys(branch.then.properties),
        OPTION_SPECS.map((s) => s.name),
      );
      for (const [name, p] of Object.entries(branch.then.properties)) {
        if (name === 'variant') continue;
        if (p.not) assert.ok(p.doNotSuggest && nls[p.errorMessage!.slice(1, -1)], `${name}: refused with a word, not offered`);
        else
          assert.ok(nls[p.markdownDescription!.slice(1, -1)] && p.default === undefined, `${name}: documented, nothing inserted for you`);
      }
    }
    const war = one.allOf.find((a) => a.if.properties.variant.enum.includes('war'))!.then.properties;
    assert.ok(war.rounds.errorMessage && !war.pickup.errorMessage, 'War refuses rounds, takes pickup');
    assert.deepEqual(war.pickup.enum, [null, ...OPTION_SPECS.find((s) => s.name === 'pickup')!.values!]);
    assert.deepEqual(variants.propertyNames.not.enum, VARIANT_NAMES, "a built-in variant's name is not a name of yours");
  });

  it('descriptions match the UI: seats is a list (Add Item), objective names only values the schema takes, one spelling of Război', () => {
    assert.match(nls['config.seats.description'], /Add Item/);
    assert.doesNotMatch(nls['config.seats.description'], /comma/);
    for (const name of OPTION_SPECS.map((o) => o.name)) {
      // Values named in a description (in `code`) are values the schema takes; no "Allowed:" list with aliases.
      const text = Object.keys(nls)
        .filter((k) => k.startsWith(`config.${name}.`))
        .map((k) => nls[k])
        .join(' ');
      assert.doesNotMatch(text, /Allowed:/);
      const snippets = (props[`${SECTION}.${name}`].defaultSnippets as { body: unknown }[] | undefined) ?? [];
      const allowed = [
        ...(props[`${SECTION}.${name}`].enum ?? []),
        ...((props[`${SECTION}.${name}`].items as Prop | undefined)?.enum ?? []),
        ...snippets.map((s) => s.body),
      ].map(String);
      for (const m of nls[`config.${name}.description`].matchAll(/`([^`]+)`/g))
        assert.ok(allowed.includes(m[1]), `${name}: \`${m[1]}\` is not a value of the setting`);
    }
    const all = Object.entries(nls)
      .filter(([k]) => k.startsWith('config.'))
      .map(([, v]) => v)
      .join('\n');
    assert.doesNotMatch(all, /Razboi/);
    for (const [name, label] of [
      ['tieMethod', 'War Face Down'],
      ['warFaceDown', 'Tie Method'],
    ])
      assert.match(nls[`config.${name}.description`], new RegExp(`${label}.*wins|wins.*${label}|this setting wins`), name);
    assert.match(nls['config.simulationGames.description'], new RegExp(nls['command.simulate']));
    assert.deepEqual(
      props[`${SECTION}.speed`].enumItemLabels?.map((k) => nls[k.slice(1, -1)]),
      ['Slow', 'Normal', 'Fast', 'Max'],
    );
    assert.equal(props[`${SECTION}.palette`].enumItemLabels?.length, 2);
  });

  it("adds the extension's own settings after the options, and nothing else", () => {
    const names = categories
      .flatMap((c) => Object.entries(c.properties))
      .sort((a, b) => (a[1].order as number) - (b[1].order as number))
      .map(([k]) => k.slice(SECTION.length + 1));
    assert.deepEqual(names, [...OPTION_SPECS.map((s) => s.name), 'variants', ...EXTRA_SETTINGS.map((s) => s.name)]);
    assert.equal(props[`${SECTION}.htmlCompletions`].default, false, 'completions for page authors are off by default');
    assert.equal(pkg.contributes.html, undefined, 'no static HTML custom data for everyone');
  });

  it('speeds and palettes are the ones the element takes', () => {
    assert.deepEqual([...PLAY_SETTINGS.speed.values], [...SPEED_NAMES]);
    assert.deepEqual([...PLAY_SETTINGS.palette.values].sort(), [...PALETTE_NAMES].sort());
  });

  it("package.json's play settings are the engine's PLAY_SETTINGS, row for row: type, values, default, words", () => {
    for (const name of PLAY_SETTING_NAMES) {
      const spec: PlaySettingSpec = PLAY_SETTINGS[name];
      const prop = props[`${SECTION}.${name}`];
      assert.ok(prop, `package.json has no setting ${SECTION}.${name}`);
      assert.equal(nls[`config.${name}.description`], spec.doc, `${name}'s description`);
      assert.equal(prop.default, spec.default, `${name}'s default`);
      if (spec.kind === 'boolean') {
        assert.equal(prop.type, 'boolean', name);
        assert.equal(prop.enum, undefined, name);
      } else {
        assert.equal(prop.type, 'string', name);
        assert.deepEqual(prop.enum, [...spec.values], `${name}'s values`);
        assert.deepEqual(
          prop.enumItemLabels?.map((k) => nls[k.slice(1, -1)]),
          spec.values.map((v) => spec.words[v].label),
          `${name}'s labels`,
        );
        assert.deepEqual(
          prop.enumDescriptions?.map((k) => nls[k.slice(1, -1)]),
          spec.values.map((v) => spec.words[v].description),
          `${name}'s descriptions`,
        );
      }
    }
    // And nothing in the display category that looks like a play setting of the element's but is not in the table.
    const elementAttributes = ['autoplay', 'speed', 'palette', 'sound', 'theme', 'narrate', 'figures', 'confirmForced'];
    const offered = Object.keys(props)
      .map((k) => k.slice(SECTION.length + 1))
      .filter((n) => elementAttributes.includes(n));
    assert.deepEqual(offered.sort(), [...PLAY_SETTING_NAMES].sort());
  });

  it('runs in every workspace: untrusted (Restricted Mode) and virtual, as a UI or workspace extension', () => {
    assert.deepEqual(pkg.capabilities, { untrustedWorkspaces: { supported: true }, virtualWorkspaces: true });
    assert.deepEqual(pkg.extensionKind, ['ui', 'workspace']);
    assert.ok(pkg.main.endsWith('.cjs') && pkg.browser.endsWith('.js'));
  });

  it('asks for the lowest VS Code its APIs allow: engines.vscode is the version of the API types it compiles against', () => {
    const types = JSON.parse(readFileSync('node_modules/@types/vscode/package.json', 'utf8')).version as string;
    const [major, minor] = types.split('.');
    assert.equal(pkg.engines.vscode, `^${major}.${minor}.0`);
    assert.equal(pkg.devDependencies['@types/vscode'], `~${major}.${minor}.0`);
    // 1.74 is the floor: LogOutputChannel and activation by contributed commands and views (no onCommand events) came then.
    assert.equal(`${major}.${minor}`, '1.74');
    assert.ok(!pkg.activationEvents.some((e: string) => e.startsWith('onCommand:') || e.startsWith('onView:')));
  });

  it("declares every command under one category, with the palette's names; the view-only ones are not in the palette", () => {
    const ids = pkg.contributes.commands.map((c: { command: string }) => c.command);
    assert.deepEqual([...ids].sort(), Object.values(COMMANDS).sort());
    for (const c of pkg.contributes.commands) assert.equal(c.category, '%command.category%');
    assert.equal(nls['command.category'], 'Piecepack War');
    assert.equal(nls['command.open'], 'New Game');
    assert.equal(nls['command.choose'], 'New Game…');
    const hidden = pkg.contributes.menus.commandPalette
      .filter((m: { when: string }) => m.when === 'false')
      .map((m: { command: string }) => m.command);
    assert.deepEqual(hidden.sort(), [COMMANDS.choosePanel, COMMANDS.chooseSidebar, COMMANDS.exportSidebar].sort());
  });

  it('puts the game\'s actions in the editor title bar (game and statistics panels) and the view title bar, "+" first', () => {
    const title = pkg.contributes.menus['editor/title'] as { command: string; when: string; group: string }[];
    const game = title.filter((m) => m.when === "activeWebviewPanelId == 'piecepackWar.game'");
    assert.deepEqual(
      game.filter((m) => m.group.startsWith('navigation')).map((m) => m.command),
      [COMMANDS.choosePanel, COMMANDS.showStats],
    );
    assert.ok(game.some((m) => m.command === COMMANDS.exportRecord));
    const stats = title.filter((m) => m.when === "activeWebviewPanelId == 'piecepackWar.stats'").map((m) => m.command);
    assert.ok(stats.includes(COMMANDS.simulate) && stats.includes(COMMANDS.resetStats) && stats.includes(COMMANDS.restoreStats));
    const view = pkg.contributes.menus['view/title'] as { command: string; when: string; group: string }[];
    assert.equal(view[0].command, COMMANDS.chooseSidebar);
    assert.equal(view[0].group, 'navigation@1');
    assert.ok(view.some((m) => m.command === COMMANDS.exportSidebar));
    for (const m of view) for (const id of SIDEBAR_VIEW_IDS) assert.ok(m.when.includes(id));
  });

  it('the game view sits in its own container or in the Explorer, as the setting says', () => {
    const [own] = pkg.contributes.views.piecepackWar;
    const [explorer] = pkg.contributes.views.explorer;
    assert.deepEqual([own.id, explorer.id], [...SIDEBAR_VIEW_IDS]);
    assert.equal(own.type, 'webview');
    assert.equal(explorer.type, 'webview');
    assert.equal(own.when, "config.piecepackWar.sidebarLocation != 'explorer'");
    assert.equal(explorer.when, "config.piecepackWar.sidebarLocation == 'explorer'");
    assert.ok(pkg.activationEvents.includes('onWebviewPanel:piecepackWar.game'));
    // A Markdown file starts it (the fences' completion and problems); an HTML file alone does not.
    assert.deepEqual(
      pkg.activationEvents.filter((e: string) => e.startsWith('onLanguage:')),
      ['onLanguage:markdown'],
    );
  });

  it('the listing: a 256 px icon, a gallery banner, categories from the Marketplace\'s own list (it has no "Games")', () => {
    const png = readFileSync(pkg.icon as string);
    assert.equal(png.toString('ascii', 1, 4), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [256, 256]);
    assert.match(pkg.galleryBanner.color, /^#[0-9a-f]{6}$/i);
    assert.ok(['dark', 'light'].includes(pkg.galleryBanner.theme));
    const allowed = [
      'Programming Languages',
      'Snippets',
      'Linters',
      'Themes',
      'Debuggers',
      'Formatters',
      'Keymaps',
      'SCM Providers',
      'Other',
      'Extension Packs',
      'Language Packs',
      'Data Science',
      'Machine Learning',
      'Visualization',
      'Notebooks',
      'Education',
      'Testing',
    ];
    assert.ok(
      (pkg.categories as string[]).every((c) => allowed.includes(c)),
      String(pkg.categories),
    );
  });

  it('has a walkthrough: play a game, choose a variant, read the statistics, simulate a variant', () => {
    const [w] = pkg.contributes.walkthroughs;
    assert.deepEqual(
      w.steps.map((s: { id: string }) => s.id),
      ['play', 'choose', 'statistics', 'simulate'],
    );
    for (const s of w.steps) {
      assert.ok(existsSync(s.media.markdown), s.media.markdown);
      assert.match(nls[s.description.slice(1, -1)], /\(command:piecepackWar\.\w+\)/);
      assert.ok(s.completionEvents.length > 0);
    }
  });

  it('has what the Marketplace asks for: a player-facing description, keywords, preview while 0.x, license and changelog', () => {
    assert.match(pkg.description, /^Play War/);
    assert.ok(pkg.keywords.length >= 5 && pkg.keywords.length <= 30);
    assert.equal(pkg.preview, pkg.version.startsWith('0.'));
    assert.equal(pkg.license, 'MIT');
    assert.match(readFileSync('LICENSE', 'utf8'), /^MIT License/);
    assert.match(readFileSync('CHANGELOG.md', 'utf8'), new RegExp(`## ${pkg.version.replace(/\./g, '\\.')}`));
    const readme = readFileSync('extension/README.md', 'utf8');
    // No relative link but the pictures of play, which `npm run package` points into the public home (or leaves out).
    assert.doesNotMatch(readme.replace(/^!\[[^\]]*\]\(images\/[\w-]+\.png\)$/gm, ''), /\]\((?!https?:|#)[^)]+\)/, 'no relative links');
    for (const [, picture] of readme.matchAll(/^!\[[^\]]*\]\((images\/[\w-]+\.png)\)$/gm))
      assert.ok(existsSync(`extension/${picture}`), picture);
    assert.match(readme.slice(0, 400), /^# Piecepack War\n\n!\[/, 'the page opens with a picture of play');
    assert.doesNotMatch(readme, /\b\d+ ms\b|passed|npm test/, 'no test figures');
    for (const command of [
      'New Game',
      'New Game…',
      'Show Statistics',
      'Simulate Current Variant',
      'Export Game Record…',
      'Open Game Link…',
    ])
      assert.ok(readme.includes(command), command);
    // What it does for rules documents, and nothing promised that is not there today (no package is published yet).
    assert.match(readme, /```piecepack-war\n/);
    assert.match(readme, /Markdown preview/);
    assert.doesNotMatch(readme, /\bnpx\b|on npm|npm install/);
  });
});
