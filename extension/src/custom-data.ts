// Turns the widget's custom-elements.json into VS Code's HTML custom data, so <piecepack-war> and its attributes
// (with their allowed values) autocomplete in HTML files (package.json contributes.html.customData). Pure.

/** VS Code's HTML custom data (version 1.1): tags with attributes and their values. */
export interface HtmlCustomData {
  version: 1.1;
  tags: { name: string; description: string; attributes: { name: string; description: string; values?: { name: string }[] }[] }[];
}

interface CemAttribute {
  name?: string;
  description?: string;
  type?: { text?: string };
}
interface CemDeclaration {
  customElement?: boolean;
  tagName?: string;
  description?: string;
  summary?: string;
  attributes?: CemAttribute[];
}

/** The quoted values of a type text like `'a' | 'b'` (none for `string` or `number`). */
export function typeValues(text: string | undefined): { name: string }[] | undefined {
  const values = [...(text ?? '').matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => ({ name: m[1] ?? m[2] }));
  return values.length > 0 ? values : undefined;
}

/** The custom data of every custom element a custom-elements.json (schema 1.x) declares. */
export function htmlCustomData(manifest: unknown): HtmlCustomData {
  const modules = (manifest as { modules?: unknown } | null)?.modules;
  const tags = (Array.isArray(modules) ? (modules as { declarations?: unknown }[]) : [])
    .flatMap((m) => (Array.isArray(m?.declarations) ? (m.declarations as CemDeclaration[]) : []))
    .filter((d) => d.customElement === true && typeof d.tagName === 'string')
    .map((d) => ({
      name: d.tagName!,
      description: d.description || d.summary || '',
      attributes: (d.attributes ?? [])
        .filter((a) => typeof a.name === 'string')
        .map((a) => {
          const values = typeValues(a.type?.text);
          return { name: a.name!, description: a.description ?? '', ...(values ? { values } : {}) };
        }),
    }));
  return { version: 1.1, tags };
}

/** What to complete at a point in an HTML text: attribute names of a known tag, an attribute's values, or tag names. */
export interface HtmlCompletions {
  kind: 'tag' | 'attribute' | 'value';
  /** What was typed of the word being completed (it is replaced). */
  typed: string;
  items: { name: string; description: string }[];
}

/** The completions for the text before the cursor (only what starts with the typed part), or null outside our tags. */
export function completionsAt(before: string, data: HtmlCustomData): HtmlCompletions | null {
  const text = before.slice(-4000);
  const open = text.lastIndexOf('<');
  if (open < 0 || text.indexOf('>', open) >= 0) return null;
  const inTag = text.slice(open + 1);
  const starts =
    (typed: string) =>
    (name: string): boolean =>
      name.toLowerCase().startsWith(typed.toLowerCase());
  const nameOnly = /^([a-z][\w-]*)?$/i.exec(inTag);
  if (nameOnly) {
    const typed = nameOnly[1] ?? '';
    const items = data.tags.filter((t) => starts(typed)(t.name)).map((t) => ({ name: t.name, description: t.description }));
    return items.length > 0 ? { kind: 'tag', typed, items } : null;
  }
  const tagMatch = /^([a-z][\w-]*)\s([\s\S]*)$/i.exec(inTag);
  const tag = tagMatch && data.tags.find((t) => t.name === tagMatch[1].toLowerCase());
  if (!tagMatch || !tag) return null;
  const rest = tagMatch[2];
  const value = /([\w-]+)\s*=\s*["']([^"']*)$/.exec(rest);
  if (value) {
    const attr = tag.attributes.find((a) => a.name === value[1].toLowerCase());
    const items = (attr?.values ?? []).filter((v) => starts(value[2])(v.name)).map((v) => ({ name: v.name, description: '' }));
    return items.length > 0 ? { kind: 'value', typed: value[2], items } : null;
  }
  // Inside a quoted value that is not finished: nothing to offer.
  if ((rest.match(/"/g)?.length ?? 0) % 2 === 1 || (rest.match(/'/g)?.length ?? 0) % 2 === 1) return null;
  const attrName = /(?:^|\s)([\w-]*)$/.exec(rest);
  if (!attrName) return null;
  const present = new Set([...rest.matchAll(/([\w-]+)\s*=/g)].map((m) => m[1].toLowerCase()));
  const items = tag.attributes
    .filter((a) => !present.has(a.name) && starts(attrName[1])(a.name))
    .map((a) => ({ name: a.name, description: a.description }));
  return items.length > 0 ? { kind: 'attribute', typed: attrName[1], items } : null;
}
