// For the benches that play a decision game in Chromium: `pwDeepFind(root, selector)` in the page, the first element
// matching `selector` in `root` or in any shadow root below it (the decision table is an element with a shadow root of
// its own inside the widget's). A page gets it with `page.addInitScript(installDeepFind)` before its first `goto`.

/** Runs in the page: defines `globalThis.pwDeepFind`. */
export function installDeepFind() {
  globalThis.pwDeepFind = function find(root, selector) {
    const hit = root.querySelector(selector);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) {
      const inner = el.shadowRoot && find(el.shadowRoot, selector);
      if (inner) return inner;
    }
    return null;
  };
}
