// The static-site tools against the markdown-it plugin, without a browser: the MkDocs fence formatter (Python, written
// by the build from markdown/mkdocs/) gives the plugin's HTML byte for byte for bodies that differ between the two
// Markdown readers (NUL, lone surrogates, deep records), and the Hugo shortcode (written by the build from hugo.ts)
// keeps a value Go's templates take for empty and says, where Hugo's Markdown form drops its tag, why no game is there.
// Hugo and Python are Debian's (the Markdown suite installs them); a test whose program is missing is skipped.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { hugoShortcode, HUGO_MARKDOWN_FORM_ERROR } from '../src/hugo.ts';
import { mkdocsFormatter } from '../src/mkdocs.ts';
import piecepackWarMarkdown from '../src/plugin.ts';

/** Whether a program runs here (asked for its version: `python3 --version`, `hugo version`). */
function runs(program: string, ...args: string[]): boolean {
  try {
    execFileSync(program, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const python = 'python3';
const hugo = 'hugo';

/** A record with a list nested `depth` deep under one of its keys (the record itself is one level more). */
const deep = (depth: number): string =>
  `{"format":"piecepack-war/record","version":1,"seed":1,"actions":[],"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('MkDocs fence formatter: the plugin byte for byte', function () {
  let dir = '';
  before(function () {
    if (!runs(python, '--version')) this.skip();
    dir = mkdtempSync(join(tmpdir(), 'pw-mkdocs-'));
    writeFileSync(join(dir, 'piecepack_war_fence.py'), mkdocsFormatter(readFileSync('markdown/mkdocs/piecepack_war_fence.py', 'utf8')));
  });
  after(() => dir && rmSync(dir, { recursive: true, force: true }));

  /** What the formatter writes for each body (bodies and answers through JSON: lone surrogates survive both ways). */
  const format = (bodies: string[]): string[] =>
    JSON.parse(
      execFileSync(
        python,
        [
          '-c',
          'import json, sys; import piecepack_war_fence as f\nprint(json.dumps([f.fence_format(b, "piecepack-war", "piecepack-war", {}, None) for b in json.load(sys.stdin)]))',
        ],
        { input: JSON.stringify(bodies), encoding: 'utf8', env: { ...process.env, PYTHONPATH: dir }, maxBuffer: 64 * 1024 * 1024 },
      ),
    ) as string[];

  const md = new MarkdownIt({ html: false }).use(piecepackWarMarkdown);
  const cases: [string, string][] = [
    ['NUL in a value', 'variant: war\u0000cards'],
    ['NUL in a name', 'vari\u0000ant: war'],
    ['NUL in a record', '{"format":"piecepack-war/record","x":"a\u0000b"}'],
    ['NUL in a record, escaped', '{"format":"piecepack-war/record","x":"a\\u0000b"}'],
    [
      'lone surrogates in a record, escaped',
      '{"format":"piecepack-war/record","x":"\\ud800 \\udfff \\udc00\\ud800","\\ud83d":"\\ud83d\\ude00"}',
    ],
    ['lone surrogates in the text', 'variant: a\ud800b\nna\udc00me: c\udbff'],
    ['a record 1,000 deep', deep(1000)],
    ['a record 4,000 deep', deep(3999)],
    ['a body 1,000 deep that is no JSON', deep(1000) + ' oops'],
    ['a figures line, passed to the tag', 'variant: war\nfigures: true'],
  ];
  for (const [name, body] of cases)
    it(`writes the plugin's tag: ${name}`, () => {
      const [python] = format([body]);
      const js = md.render('```piecepack-war\n' + body + '\n```\n');
      // Where they differ, not the whole tag (a deep record's is kilobytes).
      let at = 0;
      while (at < js.length && js[at] === python[at]) at++;
      assert.equal(
        python === js,
        true,
        `differ at ${at}: ${JSON.stringify(python.slice(at - 40, at + 40))} vs ${JSON.stringify(js.slice(at - 40, at + 40))}`,
      );
    });
});

describe('Hugo shortcode', function () {
  let dir = '';
  /** The built page of `content`, with the shipped shortcode. */
  const page = (content: string): string => {
    writeFileSync(join(dir, 'content', 'page.md'), `---\ntitle: page\n---\n${content}\n`);
    execFileSync(hugo, ['--quiet', '--source', dir, '--destination', join(dir, 'out')], { stdio: 'pipe' });
    return readFileSync(join(dir, 'out', 'page', 'index.html'), 'utf8');
  };
  before(function () {
    if (!runs(hugo, 'version')) this.skip();
    dir = mkdtempSync(join(tmpdir(), 'pw-hugo-'));
    for (const d of ['layouts/_default', 'layouts/shortcodes', 'content']) mkdirSync(join(dir, d), { recursive: true });
    writeFileSync(
      join(dir, 'config.toml'),
      'baseURL = "http://127.0.0.1/"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap", "404"]\n',
    );
    writeFileSync(join(dir, 'layouts/_default/single.html'), '{{ .Content }}');
    writeFileSync(join(dir, 'layouts/_default/list.html'), '{{ .Content }}');
    writeFileSync(join(dir, 'layouts/shortcodes/piecepack-war.html'), hugoShortcode());
  });
  after(() => dir && rmSync(dir, { recursive: true, force: true }));

  /** The attributes of the page's first tag. */
  const tag = (html: string): string => /<piecepack-war([^>]*)>/.exec(html)?.[1] ?? `no tag in ${html}`;

  it('keeps an unquoted 0 or false as the value it is (Go would take it for empty)', () => {
    assert.equal(
      tag(page('{{< piecepack-war seed=0 warFaceDown=0 players=3 />}}')),
      ' data-pw-fence players="3" war-face-down="0" seed="0"',
    );
    assert.equal(tag(page('{{< piecepack-war seed=false variant="" />}}')), ' data-pw-fence variant="" seed="false"');
    assert.equal(tag(page('{{< piecepack-war seed="0" />}}')), ' data-pw-fence seed="0"');
  });

  it('passes a figures line to the tag, as a fence does', () => {
    assert.equal(tag(page('{{< piecepack-war variant="war" figures=true />}}')), ' data-pw-fence variant="war" figures="true"');
    assert.equal(tag(page('{{< piecepack-war figures="off" />}}')), ' data-pw-fence figures="off"');
  });

  it('writes the boolean attributes as the fences do, unquoted or quoted', () => {
    assert.equal(tag(page('{{< piecepack-war autoplay=0 confirmForced=false />}}')), ' data-pw-fence');
    assert.equal(tag(page('{{< piecepack-war autoplay=true confirm-forced="yes" />}}')), ' data-pw-fence autoplay confirm-forced');
    assert.equal(tag(page('{{< piecepack-war autoplay="off" />}}')), ' data-pw-fence');
  });

  it('reads a name in any case, and hands what the element has no attribute for to its options, as a fence does', () => {
    assert.equal(
      tag(page('{{< piecepack-war WARFACEDOWN=2 Seed=4 out-of-cards="fewest" />}}')),
      ' data-pw-fence war-face-down="2" out-of-cards="fewest" seed="4"',
    );
    const unknown = tag(page('{{< piecepack-war variant="war" Colour="red" onclick="<b>" zeta=0 />}}'));
    assert.equal(
      unknown,
      ' data-pw-fence variant="war" options-json="{&#34;Colour&#34;:&#34;red&#34;,&#34;onclick&#34;:&#34;\\u003cb\\u003e&#34;,&#34;zeta&#34;:&#34;0&#34;}"',
    );
    assert.equal(
      tag(page('{{< piecepack-war 7 "x y" />}}')),
      ' data-pw-fence options-json="{&#34;7&#34;:&#34;&#34;,&#34;x y&#34;:&#34;&#34;}"',
    );
  });

  it('hides its note in the tag, and shows it where the Markdown form ({{% %}}) drops the tag', () => {
    const note = HUGO_MARKDOWN_FORM_ERROR.replace(/&#123;/g, '{')
      .replace(/&#125;/g, '}')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    const html = page('{{< piecepack-war seed=3 />}}');
    assert.match(html, /<piecepack-war data-pw-fence seed="3"><span class="pw-error" hidden>This game cannot start/);
    const markdown = page('{{% piecepack-war seed=3 /%}}');
    assert.doesNotMatch(markdown, /<piecepack-war/);
    const text = markdown
      .replace(/<!-- raw HTML omitted -->/g, '')
      .replace(/<\/?p>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    assert.ok(text.includes(note), text);
  });
});
