# A `piecepack-war` fence as the <piecepack-war> tag, for MkDocs (pymdownx.superfences custom_fences): the same reading
# and the same HTML as the markdown-it plugin (markdown/src/fence-game.ts and fence-html.ts), so the fences' script
# (piecepack-war-markdown.js) reads what it writes. Every value is escaped; no name from the body becomes an attribute
# name. The build (scripts/builds/15-markdown.js) writes the element's names in; see docs/markdown.md.
import contextlib
import json
import math
import re
import sys

# Every name a body may use (lower case: camelCase and kebab-case) -> the attribute it sets.
NAMES = {}  # @names: written by the build
# The element's boolean attributes: left out for false/no/off/0, present (no value) otherwise.
BOOLEANS = frozenset()  # @booleans: written by the build
# What stands in the tag for readers without scripts.
FALLBACK = '<span class="pw-fallback">A game of War plays here where JavaScript runs.</span>'

# JavaScript's String.prototype.trim() white space (Python's str.strip() takes a slightly different set).
_SPACE = '\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
_OFF = re.compile(r'(false|no|off|0)', re.IGNORECASE | re.ASCII)
# A value in matching quotes (JavaScript's `.` matches no line terminator).
_QUOTED = re.compile('(["\'])([^\n\r\u2028\u2029]*)\\1')
_INDEX = re.compile(r'0|[1-9][0-9]{0,9}')
# A record body nested deeper than this is read as text (the element refuses it): JavaScript's JSON.stringify, which the
# plugin writes records with, stops near 4,500 levels, and Python's own JSON reader and writer recurse once a level.
MAX_DEPTH = 4000
# The engine's bounded reader (INPUT_LIMITS.depth in engine/src/plain.ts) writes no record nested deeper than this: the
# plugin writes this sentence in its place, and the element refuses it as no record.
READ_DEPTH = 64
DEEP_RECORD = 'this record cannot be read: it is nested more than %d levels deep' % READ_DEPTH
# What counts for a JSON text's depth: its strings (skipped whole) and its brackets.
_DEPTH_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]')
# UTF-16 surrogates that Python holds unpaired (JSON's "\ud800"), which JSON.stringify writes escaped.
_SURROGATE = re.compile('[\ud800-\udfff]')


def _trim(text):
    return text.strip(_SPACE)


def escape_html(text):
    """Text for a double-quoted HTML attribute or a text node: & < > " ' as character references."""
    return re.sub('[&<>"\']', lambda m: '&#%d;' % ord(m.group(0)), text)


def _object(pairs):
    # A JavaScript object's key order: array-index keys first, ascending; then the others as they came.
    found = dict(pairs)
    index = sorted((k for k in found if _INDEX.fullmatch(k) and int(k) < 2**32 - 1), key=int)
    return {k: found[k] for k in index + [k for k in found if k not in index]}


def _number(text):
    # JavaScript has one number type, a double: 1.0 is 1, written back as 1; too large a number is Infinity, written null.
    value = float(text)
    if math.isinf(value):
        return None
    return int(value) if value.is_integer() and abs(value) < 1e21 else value


def _not_json(name):
    raise ValueError(name)  # NaN and Infinity are no JSON to JavaScript


def _json_text(value):
    """JSON.stringify(value): compact, non-ASCII as is, a lone surrogate escaped."""
    text = json.dumps(value, ensure_ascii=False, separators=(',', ':'))
    return _SURROGATE.sub(lambda m: '\\u%04x' % ord(m.group(0)), text)


def _depth(text):
    """How deep a JSON text's brackets nest (at most: brackets in a broken string count too)."""
    depth = deepest = 0
    for m in _DEPTH_TOKENS.finditer(text):
        token = m.group(0)
        if token in '[{':
            depth += 1
            deepest = max(deepest, depth)
        elif token in ']}':
            depth -= 1
    return deepest


def _record(text):
    """A record body's JSON, read as JavaScript reads it; the text itself when it is not JSON or nests too deep to read
    here; a record nested past READ_DEPTH as the sentence the plugin writes for it."""
    depth = _depth(text)
    if depth > MAX_DEPTH:
        return ('record', text)
    try:
        value = json.loads(text, object_pairs_hook=_object, parse_float=_number, parse_int=_number, parse_constant=_not_json)
    except ValueError:
        return ('record', text)
    return ('record', DEEP_RECORD if depth > READ_DEPTH else value)


@contextlib.contextmanager
def _room(depth):
    """Room on Python's stack for JSON nested `depth` deep (its JSON reader and writer recurse once a level), and no more."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(limit + 2 * min(depth, MAX_DEPTH))
    try:
        yield
    finally:
        sys.setrecursionlimit(limit)


def read_fence(body):
    """A fence body as ('record', record) or ('attributes', [(name, value)], unknown or None), as fence-game.ts reads it."""
    text = _trim(body)
    if text.startswith('{'):
        return _record(text)
    attributes = {}
    unknown = {}
    for raw in re.split(r'\r?\n', text):
        line = _trim(raw)
        if line == '' or line.startswith('#'):
            continue
        colon = line.find(':')
        name = line if colon < 0 else _trim(line[:colon])
        value = ''
        if colon >= 0:
            value = _trim(line[colon + 1 :])
            quoted = _QUOTED.fullmatch(value)
            if quoted:
                value = quoted.group(2)
        attribute = None if colon < 0 else NAMES.get(_trim(name).lower())
        if attribute is None:
            unknown[name] = value
            continue
        attributes.pop(attribute, None)
        if attribute not in BOOLEANS:
            attributes[attribute] = value
        elif not _OFF.fullmatch(_trim(value)):
            attributes[attribute] = ''
    return ('attributes', list(attributes.items()), _object(unknown.items()) if unknown else None)


def fence_html(game):
    """The tag for a read fence, as fence-html.ts writes it."""
    attributes = [('data-pw-fence', '')]
    if game[0] == 'record':
        attributes.append(('record-json', _json_text(game[1])))
    else:
        attributes.extend(game[1])
        if game[2] is not None:
            attributes.append(('options-json', _json_text(game[2])))
    text = ''.join(' %s' % name if value == '' else ' %s="%s"' % (name, escape_html(value)) for name, value in attributes)
    return '<piecepack-war%s>%s</piecepack-war>\n' % (text, FALLBACK)


def fence_format(source, language, css_class, options, md, **kwargs):
    """pymdownx.superfences' custom fence format: the fence's body as the <piecepack-war> tag."""
    # markdown-it reads NUL as U+FFFD (CommonMark asks it); Python-Markdown hands it over as it is.
    body = source.replace('\x00', '\ufffd')
    with _room(_depth(body)):
        return fence_html(read_fence(body))
