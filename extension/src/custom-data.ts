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
      attributes: (d.attributes ?? []).filter((a) => typeof a.name === 'string').map((a) => {
        const values = typeValues(a.type?.text);
        return { name: a.name!, description: a.description ?? '', ...(values ? { values } : {}) };
      }),
    }));
  return { version: 1.1, tags };
}
