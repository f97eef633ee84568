// A deliberate violation of the engine boundary through import() (scripts/test/lint-boundary.test.ts lints it and
// expects the first two loads to be refused and the entries' to pass): code outside engine/ reaching past its entries.
export async function reachesInLater(): Promise<unknown[]> {
  return [
    await import('../../../engine/src/share.ts'),
    await import('../../../engine/src/stacked/tiles.ts'),
    await import('../../../engine/src/links.ts'),
    await import('../../../engine/src/index.ts'),
  ];
}
