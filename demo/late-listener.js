// For the tests (late-listener.html): listens as a page's later script would, and keeps what it heard in window.heard.
window.heard = [];
for (const name of ['pw-new-game', 'pw-error']) {
  document.addEventListener(name, (e) =>
    window.heard.push({ name, id: e.target.id, seed: e.detail.seed ?? null, option: e.detail.option ?? null }),
  );
}
