// CONTRIBUTING.md's variant recipe, step 5: every preset has its title in each of the widget's other languages
// (webview/src/i18n/war.<lang>.ts; English shows the preset's own, and webview/src/i18n/strings.ts may not contradict it) and
// its summary on the demo page in each of the page's other languages (demo/src/words.<lang>.ts), so a new variant
// without them fails here, in test:quick.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { PRESETS, VARIANT_NAMES } from '../../engine/src/index.ts';
import { DEFAULT_STRINGS, type WarTable } from '../../webview/src/i18n/strings.ts';
import { PAGE_LANGUAGES, type PageWords } from '../../demo/src/words.ts';

/** The widget's languages besides English: one table of words each, webview/src/i18n/war.<lang>.ts. */
const WIDGET_LANGUAGES = readdirSync('webview/src/i18n').flatMap((f) => /^war\.(\w+)\.ts$/.exec(f)?.[1] ?? []);

/** What each language lacks, as `<lang>: <where> <variant>` lines. */
async function missing(): Promise<string[]> {
  const problems: string[] = [];
  for (const name of VARIANT_NAMES)
    if (name in DEFAULT_STRINGS.titles && DEFAULT_STRINGS.titles[name] !== PRESETS[name].title)
      problems.push(`en: webview/src/i18n/strings.ts titles.${name} is not the preset's title "${PRESETS[name].title}"`);
  for (const lang of WIDGET_LANGUAGES) {
    const war = ((await import(`../../webview/src/i18n/war.${lang}.ts`)) as { default: WarTable }).default;
    for (const name of VARIANT_NAMES)
      if (!war.titles[name]?.trim()) problems.push(`${lang}: webview/src/i18n/war.${lang}.ts titles.${name} is missing`);
  }
  for (const lang of Object.keys(PAGE_LANGUAGES).filter((l) => l !== 'en')) {
    const words = ((await import(`../../demo/src/words.${lang}.ts`)) as { default: PageWords }).default;
    for (const name of VARIANT_NAMES)
      if (!words.summaries[name]?.trim()) problems.push(`${lang}: demo/src/words.${lang}.ts summaries.${name} is missing`);
  }
  return problems;
}

describe("a variant's words (CONTRIBUTING.md, adding a variant, step 5)", () => {
  it("every preset has its title in each of the widget's languages and its summary in each of the demo page's", async () => {
    assert.ok(VARIANT_NAMES.length === Object.keys(PRESETS).length && VARIANT_NAMES.length > 0);
    assert.ok(WIDGET_LANGUAGES.includes('de'), 'the tables are found');
    assert.deepEqual(await missing(), []);
  });
});
