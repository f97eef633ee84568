// `piecepack-war variants`: the built-in variants and every option with its allowed values and per-family defaults.
import { allowedText, OPTION_SPECS, PRESETS, resolveOptions, VARIANT_NAMES } from '../../engine/src/index.ts';
import { OWN_FLAGS_ONLY, parseArgs } from '../args.ts';
import { VARIANTS_FLAGS } from '../flags.ts';
import type { Io } from '../io.ts';

export function variantsCommand(argv: readonly string[], io: Io): number {
  const { flags } = parseArgs(argv, VARIANTS_FLAGS, OWN_FLAGS_ONLY);
  const variants = VARIANT_NAMES.map((name) => {
    const r = resolveOptions({ variant: name });
    return {
      name,
      family: PRESETS[name].family,
      title: PRESETS[name].title,
      summary: PRESETS[name].summary,
      options: r.ok ? r.value : null,
    };
  });
  const options = OPTION_SPECS.map((s) => ({
    flag: `--${s.flag}`,
    name: s.name,
    allowed: allowedText(s),
    families: s.families,
    doc: s.doc,
  }));
  if (flags.json) {
    io.out(JSON.stringify({ variants, options }));
    return 0;
  }
  io.out('Variants (--variant NAME), each a preset of the options below:');
  for (const v of variants) {
    io.out(`  ${v.name.padEnd(14)} ${v.title}: ${v.summary}`);
    if (v.options) {
      const shown = Object.entries(v.options).filter(([k]) => k !== 'variant' && k !== 'family' && k !== 'seats');
      io.out(
        `  ${''.padEnd(14)} defaults: ${shown.map(([k, val]) => `${OPTION_SPECS.find((s) => s.name === k)?.flag ?? k}=${String(val)}`).join(' ')}`,
      );
    }
  }
  io.out('');
  io.out('Options (--flag VALUE); each applies to the families listed:');
  for (const o of options) io.out(`  ${o.flag.padEnd(20)} ${o.allowed}  [${o.families.join(', ')}]\n  ${''.padEnd(20)} ${o.doc}`);
  return 0;
}
