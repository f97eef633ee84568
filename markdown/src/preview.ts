// VS Code's Markdown preview script (package.json `markdown.previewScripts`): a classic script, as the preview loads
// its scripts, that adds the fences' module script beside it (dist/piecepack-war-markdown.js, which loads the widget)
// with the preview's nonce, so the games play under the preview's own Content-Security-Policy.
(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script || document.querySelector('script[data-pw-markdown]')) return;
  const module = document.createElement('script');
  module.type = 'module';
  module.nonce = script.nonce;
  module.src = new URL('piecepack-war-markdown.js', script.src).href;
  module.dataset.pwMarkdown = '';
  document.head.append(module);
})();
