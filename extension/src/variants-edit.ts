// "Save as Variant…" as a text edit of the user's settings.json: the one named variant inserted or replaced inside
// piecepackWar.variants, every comment and the file's own indentation kept (jsonc-parser's modify). Pure: no vscode.
// Its ES module build: the package's main is a UMD build whose inner requires a bundle cannot follow.
import { applyEdits, format, modify, parse, type ParseError } from 'jsonc-parser/lib/esm/main.js';

/** The key of the named variants in settings.json. */
export const VARIANTS_KEY = 'piecepackWar.variants';

/** The indentation a settings text uses: the first indented line's (tabs, or so many spaces), else two spaces. */
export function indentOf(text: string): { insertSpaces: boolean; tabSize: number } {
  const m = /\n([ \t]+)\S/.exec(text);
  if (!m) return { insertSpaces: true, tabSize: 2 };
  return m[1].startsWith('\t') ? { insertSpaces: false, tabSize: 1 } : { insertSpaces: true, tabSize: m[1].length };
}

/** The value settings.json holds for the named variants (undefined when absent), or an error when the text is no JSONC object. */
export function variantsIn(text: string): { ok: true; value: unknown } | { ok: false } {
  const errors: ParseError[] = [];
  const all = parse(text, errors, { allowTrailingComma: true }) as unknown;
  if (errors.length > 0 && text.trim() !== '') return { ok: false };
  if (all === undefined) return { ok: true, value: undefined };
  if (typeof all !== 'object' || all === null || Array.isArray(all)) return { ok: false };
  return { ok: true, value: (all as Record<string, unknown>)[VARIANTS_KEY] };
}

/**
 * The settings text with one named variant set (added after the last one, or replaced where it stands). Only the new
 * entry's lines are formatted, in the file's own indentation: the entries before it keep their layout and comments.
 */
export function withVariant(text: string, name: string, variant: Record<string, unknown>): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  if (text.trim() === '') return JSON.stringify({ [VARIANTS_KEY]: { [name]: variant } }, null, 2).replace(/\n/g, eol) + eol;
  const source = text;
  const [edit] = modify(source, [VARIANTS_KEY, name], variant, {});
  if (!edit) return source;
  let edited = applyEdits(source, [edit]);
  let from = edit.offset;
  let to = edit.offset + edit.content.length;
  // Added after an entry: the comma goes after that entry's value, the new entry on a line of its own (after the
  // entry's comment if its line ends with one), indented as that line.
  if (edit.content.startsWith(',')) {
    const lineStart = source.lastIndexOf('\n', edit.offset - 1) + 1;
    const indent = /^[ \t]*/.exec(source.slice(lineStart))![0];
    const rest = /^[^\r\n]*/.exec(source.slice(edit.offset))![0];
    const comment = /^\s*(\/\/.*|\/\*.*\*\/\s*)$/.test(rest) ? rest : '';
    const entry = `${eol}${indent}${edit.content.slice(1)}`;
    const at = edit.offset + comment.length;
    edited = `${source.slice(0, edit.offset)},${comment}${entry}${source.slice(at)}`;
    from = at + 1 + eol.length;
    to = at + 1 + entry.length;
  }
  const range = { offset: from, length: to - from };
  return applyEdits(edited, format(edited, range, { ...indentOf(source), eol }));
}
