/**
 * On a dashboard opened with a session remembered from the last visit, the identity provider
 * (Firebase and xstate, some 40 KiB) is not needed to show the screen's data: it waits until
 * the screen has been rendered with that data, so it does not compete with it for the network and the main thread
 * (docs/performance.md#dashboards). The dashboard's frame says when (`screenDataShown`, also when
 * it goes away first); everywhere else nothing waits.
 */
let release: () => void = () => undefined;
let held: Promise<void> | undefined;
let shown = false;

/** Resolves once the dashboard's data is on screen; at once when nothing holds it. */
export function whenScreenDataShown(): Promise<void> {
  return held ?? Promise.resolve();
}

/** Makes `whenScreenDataShown` wait for the dashboard, unless its data is on screen already. */
export function holdUntilScreenData(): void {
  if (shown) return;
  held ??= new Promise((resolve) => {
    release = resolve;
  });
}

export function screenDataShown(): void {
  shown = true;
  release();
}
