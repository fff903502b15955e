import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config } from 'zod';
import { setTextLanguageSource } from '@/common/i18n/text-language.ts';
import { configureZodLanguage } from '@/common/i18n/zod-language.ts';
import { languageOfPath } from '@/common/localized-paths.ts';
import { startInStaffLanguage } from '@/web/components/admin/staff-language.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';
import { App } from './app/app.tsx';
import { createRouter, loadMatchedRoutes } from './app/router.tsx';
import { readServerState } from './app/server-state.ts';
import { currentLanguage, setLanguage } from './i18n/language.ts';
import { loadCatalogue } from './i18n/messages.ts';
import { setRenderedAt } from './lib/clock.ts';
import { queryClient } from './lib/query-client.ts';
import { getCurrentUser } from './lib/session.ts';

// zod would otherwise probe `new Function` before its first parse, which the site's Content-Security-Policy
// (no 'unsafe-eval') reports as a violation; the interpreted parser it falls back to is the same code.
config({ jitless: true });
// The forms' validation messages (src/common/i18n/api) in the page's language, as the page's own words are.
setTextLanguageSource(currentLanguage);
configureZodLanguage();

/**
 * Not top-level await: the entry shares its chunk with the app's initial code, which every page's chunk
 * imports, so loading a page's chunk while this module was still evaluating would wait on itself.
 */
const start = async () => {
  const container = document.getElementById('root')!;
  // The address says the page's language; the server rendered it in the same one (entry-server.tsx).
  setLanguage(languageOfPath(window.location.pathname));
  const state = readServerState();
  // The back office speaks the staff member's language, known here when the user is kept in localStorage.
  startInStaffLanguage(window.location.pathname, getCurrentUser());
  await loadCatalogue(currentLanguage());
  // The page's code first, so the first render is the page itself, whether it takes over the server's
  // markup or replaces the header shell.
  await loadMatchedRoutes(window.location);
  const app = (
    <StrictMode>
      <App router={createRouter()} />
    </StrictMode>
  );

  if (state) {
    // A public page the server rendered: take over its markup with the data it was rendered with.
    hydrate(queryClient, state.queries);
    // The server rendered what anyone sees; someone logged in gets their own view ("Tú") fetched again.
    if (getCurrentUser()) void queryClient.invalidateQueries();
    setRenderedAt(state.renderedAt);
    // As a transition, React takes the markup over in short slices between which the page stays
    // responsive (total blocking time), rather than in one long task.
    startTransition(() => {
      hydrateRoot(container, app, {
        // The page still works (React renders that part afresh), but markup and app disagree: a bug.
        onRecoverableError: (error) => console.error('Hydration:', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
  // E-mails link to `/?acceder=recuperar` to open "forgot my password" (e.g. "you already have an account").
  if (new URLSearchParams(window.location.search).get('acceder') === 'recuperar') openAuthDialog('forgot');
};

void start();
