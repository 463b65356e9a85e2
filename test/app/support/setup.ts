import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// MUI's useMediaQuery and react-slick ask the browser about media queries.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class IntersectionObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
if (!('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: IntersectionObserverStub });
}
jest.setTimeout(15_000);

// Lazy routes are transpiled on their first import under jest, which on a busy machine can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// Node's BroadcastChannel keeps the process running while it is open; a page's channel lasts as
// long as the page (src/app/store/otherTabs.ts), which a test never closes.
class UnheldBroadcastChannel extends BroadcastChannel {
  constructor(name: string) {
    super(name);
    const unref: unknown = Reflect.get(this, 'unref');
    if (typeof unref === 'function') unref.call(this);
  }
}
Object.assign(globalThis, { BroadcastChannel: UnheldBroadcastChannel });
