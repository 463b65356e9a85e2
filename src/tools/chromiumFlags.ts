/**
 * The flags Debian's Chromium runs with under playwright-core (the journeys, perf:dashboards):
 * headless without a sandbox or a GPU, and without calls home that would compete for the network.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
