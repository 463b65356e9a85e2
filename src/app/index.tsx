import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './App';
import { makeStore } from './store/store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <App store={makeStore()} />
  </StrictMode>
);

// The server sends the landing page pre-rendered (prerender/renderLanding.tsx) and every other
// route an empty root. Hydrating as a transition lets React yield to the browser between
// components, so the page stays responsive while it comes alive.
if (container.hasChildNodes() && window.location.pathname === '/') {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
