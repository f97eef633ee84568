// Where settings.json writes variants: each named variant in piecepackWar.variants and the piecepackWar.variant in
// force, with the range of its key (for a hover and a warning) and the options it plays. Pure: no vscode.
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser/lib/esm/main.js';
import { isVariant } from '../../engine/src/index.ts';
import { checkNamed, MAX_NAMED } from './named-variants.ts';
import { VARIANTS_KEY } from './variants-edit.ts';

/** The key of the variant in force. */
export const VARIANT_KEY = 'piecepackWar.variant';

/** A variant written in settings.json: what the hover and the warning sit on, and the options it plays. */
export interface VariantEntry {
  /** The named variant's name, or the built-in variant's (for piecepackWar.variant). */
  name: string;
  /** The key's place in the text (offset and length, the quotes included). */
  offset: number;
  length: number;
  /** The options as the engine takes them (a named variant's checked options, or just { variant }). */
  input: Record<string, unknown>;
}

function keyOf(value: Node): Node | undefined {
  return value.parent?.type === 'property' ? value.parent.children?.[0] : undefined;
}

/**
 * The variants a settings text writes, in order: each named variant that checks out (at most MAX_NAMED, as the
 * extension reads them), then piecepackWar.variant when it names a built-in or a named variant. Entries that do not
 * check out are left out: the settings' own warnings report them. Time is linear in the text's length.
 */
export function variantEntries(text: string): VariantEntry[] {
  const root = parseTree(text, [], { allowTrailingComma: true });
  if (!root || root.type !== 'object') return [];
  const entries: VariantEntry[] = [];
  const named = new Map<string, Record<string, unknown>>();
  const variants = findNodeAtLocation(root, [VARIANTS_KEY]);
  if (variants?.type === 'object') {
    for (const property of (variants.children ?? []).slice(0, MAX_NAMED)) {
      const [key, value] = property.children ?? [];
      if (!key || !value || typeof key.value !== 'string') continue;
      const checked = checkNamed(key.value, valueOf(value));
      if (!checked.ok) continue;
      named.set(key.value, checked.named.input);
      entries.push({ name: key.value, offset: key.offset, length: key.length, input: checked.named.input });
    }
  }
  const inForce = findNodeAtLocation(root, [VARIANT_KEY]);
  const key = inForce && keyOf(inForce);
  if (inForce && key && typeof inForce.value === 'string') {
    const name = inForce.value;
    const input = named.get(name) ?? (isVariant(name) ? { variant: name } : null);
    if (input) entries.push({ name, offset: key.offset, length: key.length, input });
  }
  return entries;
}

/** A node's plain value (objects, arrays and scalars; jsonc-parser's tree keeps scalars in `value`). */
function valueOf(node: Node): unknown {
  if (node.type === 'object') {
    const out: Record<string, unknown> = {};
    for (const p of node.children ?? []) {
      const [k, v] = p.children ?? [];
      if (k && v && typeof k.value === 'string') out[k.value] = valueOf(v);
    }
    return out;
  }
  if (node.type === 'array') return (node.children ?? []).map(valueOf);
  return node.value;
}

/** The entry whose key holds `offset` (a hover's place), or undefined. */
export function entryAt(entries: readonly VariantEntry[], offset: number): VariantEntry | undefined {
  return entries.find((e) => offset >= e.offset && offset <= e.offset + e.length);
}
