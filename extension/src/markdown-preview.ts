// VS Code's Markdown preview plays `piecepack-war` fences: activate() returns this `extendMarkdownIt` (package.json
// `markdown.markdownItPlugins`), and the preview script (`markdown.previewScripts`, dist/piecepack-war-preview.js
// copied beside the widget) loads the fences' script and the widget under the preview's own policy.
import type { MarkdownIt } from 'markdown-it';
import piecepackWarMarkdown from '../../markdown/src/plugin.ts';

/** Adds the fences to the preview's markdown-it. */
export function extendMarkdownIt(md: MarkdownIt): MarkdownIt {
  return md.use(piecepackWarMarkdown);
}
