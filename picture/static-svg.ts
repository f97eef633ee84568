// Lit `svg`/`html` templates of static art turned into a markup string, with no DOM: the template's strings
// interleaved with its values, every value escaped (text and attributes alike), nested templates and arrays rendered in
// place. Only what the art uses is known: a directive or any other object is refused rather than guessed at.
import { nothing } from 'lit';

/** What a Lit template result holds (the fields Lit's own server renderer reads). */
interface TemplateLike {
  _$litType$: number;
  strings: readonly string[];
  values: readonly unknown[];
}

function isTemplate(value: unknown): value is TemplateLike {
  return typeof value === 'object' && value !== null && '_$litType$' in value && 'strings' in value && 'values' in value;
}

/**
 * Text made safe for XML content and for a quoted attribute: the five markup characters as entities, and the
 * characters XML cannot hold (controls, lone surrogates, U+FFFE/U+FFFF) dropped.
 */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the control characters are what this takes out
      .replace(/[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;')
  );
}

/** A value in an attribute: text, or null when the attribute is left out (Lit's `nothing`). */
function attributeText(value: unknown): string | null {
  if (value === nothing) return null;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new TypeError(`static-svg: an attribute value must be text or a number (got ${typeof value})`);
}

/** A value in content: a template, an array, text or a number; nothing, null and undefined render nothing. */
function childText(value: unknown): string {
  if (value === nothing || value === null || value === undefined || value === false) return '';
  if (isTemplate(value)) return renderStatic(value);
  if (Array.isArray(value)) return value.map(childText).join('');
  if (typeof value === 'string' || typeof value === 'number' || value === true) return escapeXml(String(value));
  throw new TypeError(`static-svg: a child must be a template, an array, text or a number (got ${typeof value})`);
}

/** An attribute binding at the end of a static string: ` name=` (unquoted) or ` name="` (quoted). */
const ATTRIBUTE = /(\s+)([^\s"'>/=]+)=(["']?)$/;

/** Renders a static Lit template (or any child value) to markup. Values are always escaped: data never becomes markup. */
export function renderStatic(template: unknown): string {
  if (!isTemplate(template)) return childText(template);
  const { strings, values } = template;
  let out = '';
  let inTag = false;
  let skipQuote = false;
  for (let i = 0; i < strings.length; i++) {
    let s = strings[i];
    // A left-out quoted attribute: drop its closing quote.
    if (skipQuote) {
      s = s.slice(1);
      skipQuote = false;
    }
    for (const c of s) {
      if (c === '<') inTag = true;
      else if (c === '>') inTag = false;
    }
    if (i === values.length) {
      out += s;
      break;
    }
    const value = values[i];
    const attr = inTag ? ATTRIBUTE.exec(s) : null;
    if (attr) {
      if (/^[.?@]/.test(attr[2])) throw new TypeError(`static-svg: ${attr[2]} bindings are not static markup`);
      const text = attributeText(value);
      if (text === null) {
        out += s.slice(0, s.length - attr[0].length);
        skipQuote = attr[3] !== '';
      } else if (attr[3]) out += s + escapeXml(text);
      else out += `${s}"${escapeXml(text)}"`;
    } else if (inTag) {
      // Inside a tag but not an attribute's value (e.g. inside class="a ${b} c"): text only.
      const text = attributeText(value);
      out += s + (text === null ? '' : escapeXml(text));
    } else out += s + childText(value);
  }
  return out;
}
