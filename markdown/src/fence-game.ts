// Reads the body of a `piecepack-war` fence: the JSON of a game record (a body starting with `{`), or one
// `name: value` per line. Pure: no markdown-it, no DOM; whatever the body holds, the answer is data for fence-html.ts.
import { attributeFor, attributeValue } from './names.ts';

/** What a fence asks for. */
export type FenceGame =
  /**
   * Attributes for the tag, in the body's order (a name given twice: the last one), and what the tag has no attribute
   * for (unknown names, lines that are no `name: value`), which goes to the element's `options` for it to report.
   */
  | { kind: 'attributes'; attributes: [string, string][]; unknown: Record<string, string> | null }
  /** A record: the body's JSON, or the body's text itself when it is not JSON (the element reports it). */
  | { kind: 'record'; record: unknown };

/** Reads a fence body. Blank lines and lines starting with `#` are skipped. */
export function readFence(body: string): FenceGame {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      return { kind: 'record', record: JSON.parse(text) as unknown };
    } catch {
      return { kind: 'record', record: text };
    }
  }
  const attributes = new Map<string, string>();
  // A Map, so that a name such as `__proto__` is kept as a name like any other (an object's would set its prototype).
  const unknown = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon).trim();
    const value = colon < 0 ? '' : unquote(line.slice(colon + 1).trim());
    const attribute = colon < 0 ? undefined : attributeFor(name);
    if (attribute === undefined) {
      unknown.set(name, value);
      continue;
    }
    attributes.delete(attribute);
    const shown = attributeValue(attribute, value);
    if (shown !== null) attributes.set(attribute, shown);
  }
  return { kind: 'attributes', attributes: [...attributes], unknown: unknown.size > 0 ? Object.fromEntries(unknown) : null };
}

/** A value in matching quotes, without them (`seats: "human, computer"`). */
function unquote(value: string): string {
  const m = /^(["'])(.*)\1$/.exec(value);
  return m ? m[2] : value;
}
