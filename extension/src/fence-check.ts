// The `piecepack-war` fences of a Markdown text, read line by line with positions: what is wrong in each (an unknown
// name, a value the engine or the element refuses, a game the engine cannot set up) and what may be written where the
// cursor stands (names, then values). Pure: no vscode; one pass over the text, so time follows the document's length.
import {
  allowedText,
  checkSeed,
  isVariant,
  OPTION_SPECS,
  optionSpec,
  parseOption,
  PLAY_SETTINGS,
  PRESETS,
  resolveOptions,
  type Family,
  type OptionSpec,
} from '../../engine/src/on-demand.ts';
import { readRecord } from '../../engine/src/records.ts';
import { attributeFor, camelCase, WIDGET_ATTRIBUTES } from '../../markdown/src/names.ts';
import { closestName } from './near-name.ts';
import { english, type Translate } from './words.ts';

/** The fence's info string, as the Markdown plugin reads it. */
export const FENCE_INFO = 'piecepack-war';
/** How many problems one document reports at most (the rest would only hide the first ones). */
export const MAX_PROBLEMS = 100;
/** Names and values longer than this are cut short in messages. */
const SHOWN = 40;

/** One `name: value` line of a fence body, with its columns (0-based, end exclusive). */
export interface FenceLine {
  line: number;
  name: string;
  nameStart: number;
  nameEnd: number;
  /** Whether the line has its colon. */
  colon: boolean;
  value: string;
  valueStart: number;
  valueEnd: number;
}

/** One fence: its opening line, its body's lines (blank and `#` lines left out) and whether the body is a record. */
export interface Fence {
  open: number;
  /** The closing line (the document's line count when the fence is never closed). */
  close: number;
  record: boolean;
  /** The body's text (a record's JSON). */
  body: string;
  lines: FenceLine[];
}

/** A problem at a span of one line. */
export interface FenceProblem {
  line: number;
  start: number;
  end: number;
  message: string;
  /** A warning (the game still plays) rather than an error. */
  warning?: boolean;
}

const OPEN = /^ {0,3}(`{3,}|~{3,})\s*(\S*)/;

/** Finds the `piecepack-war` fences of a Markdown text (fenced code blocks whose info string's first word is ours). */
export function findFences(text: string): Fence[] {
  const lines = text.split(/\r?\n/);
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = OPEN.exec(lines[i]);
    if (!m) continue;
    const marker = m[1];
    // A backtick fence's info string has no backtick; any other fence is skipped whole, like ours.
    if (marker[0] === '`' && lines[i].slice(lines[i].indexOf(marker) + marker.length).includes('`')) continue;
    const close = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end])) end++;
    if (m[2] === FENCE_INFO) fences.push(readBody(lines, i, end));
    i = end;
  }
  return fences;
}

function readBody(lines: string[], open: number, close: number): Fence {
  const bodyLines = lines.slice(open + 1, close);
  const body = bodyLines.join('\n');
  const record = body.trim().startsWith('{');
  const read: FenceLine[] = [];
  if (!record)
    bodyLines.forEach((text, k) => {
      const trimmed = text.trim();
      if (trimmed === '' || trimmed.startsWith('#')) return;
      const lead = text.length - text.trimStart().length;
      const colon = text.indexOf(':');
      const nameEnd = colon < 0 ? text.trimEnd().length : lead + text.slice(lead, colon).trimEnd().length;
      const after = colon < 0 ? text.length : colon + 1;
      const valueStart = after + (text.length - after - text.slice(after).trimStart().length);
      const valueEnd = Math.max(valueStart, text.trimEnd().length);
      read.push({
        line: open + 1 + k,
        name: text.slice(lead, nameEnd),
        nameStart: lead,
        nameEnd,
        colon: colon >= 0,
        value: unquote(text.slice(valueStart, valueEnd)),
        valueStart,
        valueEnd,
      });
    });
  return { open, close: Math.min(close, lines.length), record, body, lines: read };
}

/** A value in matching quotes, without them (as the plugin reads it). */
function unquote(value: string): string {
  const m = /^(["'])(.*)\1$/.exec(value);
  return m ? m[2] : value;
}

const cut = (s: string): string => (s.length > SHOWN ? `${s.slice(0, SHOWN)}…` : s);

/** The names a fence body is offered: each engine option's camelCase name and the element's own attributes. */
export function fenceNames(): string[] {
  return [...OPTION_SPECS.map((s) => s.name), ...WIDGET_ATTRIBUTES.filter((a) => a !== 'record-src').map(camelCase)];
}

/** The values of the element's own attributes that have a fixed list. */
const WIDGET_VALUES: Record<string, readonly string[]> = {
  speed: PLAY_SETTINGS.speed.values,
  palette: PLAY_SETTINGS.palette.values,
  theme: ['auto', 'light', 'dark'],
  autoplay: ['true', 'false'],
  'confirm-forced': ['true', 'false'],
  'heading-level': ['1', '2', '3', '4', '5', '6'],
};

/** The family of the variant a fence names (War when it names none or a wrong one). */
function familyOf(fence: Fence): Family {
  const line = fence.lines.find((l) => l.colon && attributeFor(l.name) === 'variant');
  return line && isVariant(line.value) ? PRESETS[line.value].family : 'war';
}

/**
 * What is wrong in one fence, in the words of `t` (the engine's own reasons stay in English, as in the settings'
 * warnings): at most `room` problems, so a body of a million wrong lines costs no more than its first few.
 */
export function checkFence(fence: Fence, t: Translate = english, room: number = MAX_PROBLEMS): FenceProblem[] {
  const problems: FenceProblem[] = [];
  const at = (l: FenceLine, message: string, warning = false, onValue = true): void => {
    const [start, end] = onValue && l.colon ? [l.valueStart, Math.max(l.valueEnd, l.valueStart + 1)] : [l.nameStart, l.nameEnd];
    problems.push({ line: l.line, start, end, message, warning });
  };
  if (fence.record) {
    let raw: unknown;
    try {
      raw = JSON.parse(fence.body);
    } catch (e) {
      problems.push({ line: fence.open, start: 0, end: 3, message: t('the record is not JSON: {0}', (e as Error).message) });
      return problems;
    }
    const read = readRecord(raw);
    if (!read.ok)
      problems.push({ line: fence.open, start: 0, end: 3, message: t('the record does not check out: {0}', read.error.message) });
    return problems;
  }
  const family = familyOf(fence);
  const input: Record<string, unknown> = {};
  const seen = new Map<string, FenceLine>();
  let valuesOk = true;
  for (const l of fence.lines) {
    if (problems.length >= room) return problems.slice(0, room);
    if (!l.colon) {
      at(l, t('expected "name: value" (got {0})', JSON.stringify(cut(l.name))), false, false);
      continue;
    }
    const attribute = attributeFor(l.name);
    if (attribute === undefined) {
      const near = closestName(l.name, fenceNames());
      const name = JSON.stringify(cut(l.name));
      at(
        l,
        near ? t('{0} is no option of the game: did you mean {1}?', name, near) : t('{0} is no option of the game', name),
        false,
        false,
      );
      continue;
    }
    const before = seen.get(attribute);
    if (before) at(before, t('{0} is given again on line {1}: that one counts', attribute, String(l.line + 1)), true, false);
    seen.set(attribute, l);
    const spec = optionSpec(attribute);
    if (spec) {
      if (!spec.families.includes(family)) {
        at(l, t('{0} is no rule of this variant', spec.name), false, false);
        valuesOk = false;
        continue;
      }
      const parsed = parseOption(spec, l.value);
      if (!parsed.ok) {
        const near = spec.kind === 'enum' ? closestName(l.value, (spec.values ?? []).map(String)) : undefined;
        const got = JSON.stringify(cut(l.value));
        at(
          l,
          near
            ? t('{0} must be {1} (got {2}): did you mean {3}?', spec.name, allowedText(spec), got, near)
            : t('{0} must be {1} (got {2})', spec.name, allowedText(spec), got),
        );
        valuesOk = false;
      } else input[spec.name] = parsed.value;
      continue;
    }
    if (attribute === 'seed') {
      const seed = checkSeed(l.value);
      if (!seed.ok) at(l, seed.error.message);
    } else if (WIDGET_VALUES[attribute] && attribute !== 'autoplay' && attribute !== 'confirm-forced') {
      if (!WIDGET_VALUES[attribute].includes(l.value))
        at(l, t('{0} must be {1} (got {2})', attribute, WIDGET_VALUES[attribute].join(', '), JSON.stringify(cut(l.value))));
    }
  }
  if (valuesOk) {
    const resolved = resolveOptions(input);
    if (!resolved.ok) {
      const line = seen.get(optionSpec(resolved.error.option)?.flag ?? '') ?? seen.get('variant');
      if (line) at(line, resolved.error.message);
      else problems.push({ line: fence.open, start: 0, end: 3, message: resolved.error.message });
    }
  }
  return problems;
}

/** Every problem of a Markdown text's fences (at most MAX_PROBLEMS). */
export function checkFences(text: string, t: Translate = english): FenceProblem[] {
  const problems: FenceProblem[] = [];
  for (const fence of findFences(text)) {
    for (const problem of checkFence(fence, t, MAX_PROBLEMS - problems.length)) problems.push(problem);
    if (problems.length >= MAX_PROBLEMS) return problems.slice(0, MAX_PROBLEMS);
  }
  return problems;
}

/** One thing the cursor may write: a name (with its colon) or a value, with its words. */
export interface FenceItem {
  label: string;
  insert: string;
  detail?: string;
  kind: 'name' | 'value';
}

/** What may be written at (line, column) of a text, and how many characters before the cursor it replaces; null outside a fence body. */
export function fenceCompletions(text: string, line: number, column: number): { typed: number; items: FenceItem[] } | null {
  const fence = findFences(text).find((f) => line > f.open && line < f.close);
  if (!fence || fence.record) return null;
  const lineText = text.split(/\r?\n/, line + 1)[line] ?? '';
  const before = lineText.slice(0, column);
  if (before.trimStart().startsWith('#')) return null;
  const colon = before.indexOf(':');
  const family = familyOf(fence);
  if (colon < 0) {
    const typed = before.trimStart();
    const given = new Set(fence.lines.filter((l) => l.line !== line && l.colon).map((l) => attributeFor(l.name)));
    const items = fenceNames()
      .filter((name) => !given.has(attributeFor(name)))
      .filter((name) => optionSpec(name)?.families.includes(family) ?? true)
      .map((name): FenceItem => ({ label: name, insert: `${name}: `, detail: optionSpec(name)?.doc, kind: 'name' }));
    return { typed: typed.length, items };
  }
  const attribute = attributeFor(before.slice(0, colon));
  if (attribute === undefined) return null;
  const typed = before.slice(colon + 1).trimStart();
  const values = valuesOf(attribute);
  return { typed: typed.length, items: values.map((v): FenceItem => ({ label: v, insert: v, kind: 'value' })) };
}

/** The values an attribute is offered (a number range only when short). */
function valuesOf(attribute: string): string[] {
  if (attribute === 'variant') return Object.keys(PRESETS);
  const spec: OptionSpec | undefined = optionSpec(attribute);
  if (!spec) return [...(WIDGET_VALUES[attribute] ?? [])];
  switch (spec.kind) {
    case 'bool':
      return ['true', 'false'];
    case 'enum':
      return [...(spec.values ?? []), ...(spec.pattern?.examples ?? [])].map(String);
    case 'seats':
      return (spec.values ?? []).map(String);
    case 'int':
      if (spec.values) return spec.values.map(String);
      return spec.max! - spec.min! <= 12 ? range(spec.min!, spec.max!) : [];
    case 'war-face-down':
      return [...range(spec.min!, spec.max!), ...(spec.values ?? []).map(String)];
  }
}

/** The whole numbers from..to, as text. */
function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}
