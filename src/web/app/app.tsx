import './styles.ts';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { registerAfterLogin } from './after-login.ts';
import { Providers } from './providers.tsx';
import type { createRouter } from './router.tsx';

registerAfterLogin();

export const App = ({ router }: { router: ReturnType<typeof createRouter> }) => {
  // The app has taken the page over: until then a server-rendered page shows but does not respond, so
  // browser tests wait for this before they click (e2e/actions.ts `visit`).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
};
