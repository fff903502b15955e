import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config } from 'zod';
import { App } from './app/app.tsx';
import { createRouter, loadMatchedRoutes } from './app/router.tsx';
import { readServerState } from './app/server-state.ts';
import { setRenderedAt } from './lib/clock.ts';
import { queryClient } from './lib/query-client.ts';
import { getCurrentUser } from './lib/session.ts';

// zod would otherwise probe `new Function` before its first parse, which the site's Content-Security-Policy
// (no 'unsafe-eval') reports as a violation; the interpreted parser it falls back to is the same code.
config({ jitless: true });

const container = document.getElementById('root')!;
const state = readServerState();
// The page's code first, so the first render is the page itself, whether it takes over the server's
// markup or replaces the header shell.
await loadMatchedRoutes(window.location);
// The markup the server sent is painted before React takes it over: taking it over is the page's longest
// task, and a phone would otherwise show nothing until it ends (first contentful paint).
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

if (state) {
  // A public page the server rendered: take over its markup with the data it was rendered with.
  hydrate(queryClient, state.queries);
  // The server rendered what anyone sees; someone logged in gets their own view ("Tú") fetched again.
  if (getCurrentUser()) void queryClient.invalidateQueries();
  setRenderedAt(state.renderedAt);
  hydrateRoot(
    container,
    <StrictMode>
      <App router={createRouter()} />
    </StrictMode>,
    {
      // The page still works (React renders that part afresh), but the markup and the app disagree: a bug.
      onRecoverableError: (error) => console.error('Hydration:', error),
    },
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={createRouter()} />
    </StrictMode>,
  );
}
