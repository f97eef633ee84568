// A deliberate violation of the widget's boundary through import() (scripts/test/lint-boundary.test.ts lints it with the
// widget's rule): the widget loading the whole engine's index.ts, where the on-demand and links entries serve it.
export async function widgetLoadsIndex(): Promise<unknown[]> {
  return [await import('../../../engine/src/index.ts'), await import('../../../engine/src/links.ts')];
}
