// The element's data for editors and tools, in the npm package: custom-elements.json whose modules are the JS files
// the package ships (and whose events carry their detail types), VS Code's HTML custom data and JetBrains' web-types.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** Where the element is declared and defined in the package (bundlers' entries; the CDN bundle defines it too). */
const INDEX = 'dist/npm/index.js';
const DEFINE = 'dist/npm/define.js';
const CDN = 'dist/piecepack-war.js';

/** The detail type of each event, from the element's event map (webview/src/game/page-events.ts). */
export function eventTypes(root) {
  const source = readFileSync(join(root, 'webview/src/game/page-events.ts'), 'utf8');
  const map = /interface PiecepackWarEventMap \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return Object.fromEntries([...map.matchAll(/'([\w-]+)':\s*(CustomEvent<\w+>)/g)].map((m) => [m[1], m[2]]));
}

/** custom-elements.json for the package: the checkout's, its modules renamed to the shipped files, events typed. */
export function packageManifestOfElements(manifest, types) {
  const declarations = manifest.modules.flatMap((m) => m.declarations ?? []);
  const element = structuredClone(declarations.find((d) => d.tagName === 'piecepack-war'));
  if (!element) throw new Error('custom-elements.json declares no <piecepack-war>');
  for (const event of element.events ?? []) {
    const type = types[event.name];
    if (!type) throw new Error(`event ${event.name} is not in PiecepackWarEventMap`);
    event.type = { text: type };
  }
  const indexExports = manifest.modules.find((m) => m.path === 'webview/src/index.ts')?.exports ?? [];
  const ref = { name: 'PiecepackWar', module: INDEX };
  const definition = { kind: 'custom-element-definition', name: 'piecepack-war', declaration: ref };
  return {
    schemaVersion: manifest.schemaVersion,
    readme: '',
    modules: [
      {
        kind: 'javascript-module',
        path: INDEX,
        declarations: [element],
        exports: indexExports.map((e) => ({ ...e, declaration: { name: e.declaration?.name ?? e.name, module: INDEX } })),
      },
      {
        kind: 'javascript-module',
        path: DEFINE,
        declarations: [],
        exports: [{ kind: 'js', name: '*', declaration: { name: '*', package: INDEX } }, definition],
      },
      { kind: 'javascript-module', path: CDN, declarations: [], exports: [definition] },
    ],
  };
}

/** JetBrains web-types (schema 2.0) for the element: its attributes with their values, its events, its properties. */
export function webTypes(manifest, pkg) {
  const element = manifest.modules[0].declarations[0];
  const valuesOf = (text) => [...(text ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1]);
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: [
          {
            name: element.tagName,
            description: element.description ?? '',
            source: { module: pkg.name, symbol: element.name },
            attributes: (element.attributes ?? []).map((a) => {
              const values = valuesOf(a.type?.text);
              return {
                name: a.name,
                description: a.description ?? '',
                value: values.length > 0 ? { type: 'enum', kind: 'plain' } : { type: a.type?.text ?? 'string', kind: 'plain' },
                ...(values.length > 0 && { values: values.map((name) => ({ name })) }),
              };
            }),
            events: (element.events ?? []).map((e) => ({ name: e.name, description: e.description ?? '', value: { type: e.type?.text } })),
            js: {
              properties: (element.members ?? [])
                .filter((m) => m.kind === 'field' && m.privacy !== 'private' && m.privacy !== 'protected' && !m.static)
                .map((m) => ({ name: m.name, description: m.description ?? '', value: { type: m.type?.text ?? 'unknown' } })),
              events: (element.events ?? []).map((e) => ({ name: e.name, description: e.description ?? '' })),
            },
          },
        ],
      },
    },
  };
}

/** Writes the three files into `stage`/dist from the checkout's built custom-elements.json. */
export async function writeEditorData(root, stage) {
  const checkout = JSON.parse(readFileSync(join(root, 'dist/custom-elements.json'), 'utf8'));
  const manifest = packageManifestOfElements(checkout, eventTypes(root));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const { htmlCustomData } = await tsImport('../../extension/src/custom-data.ts', import.meta.url);
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(join(stage, 'dist/custom-elements.json'), json(manifest));
  writeFileSync(join(stage, 'dist/html-custom-data.json'), json(htmlCustomData(manifest)));
  writeFileSync(join(stage, 'dist/web-types.json'), json(webTypes(manifest, pkg)));
}
