import './styles.ts';
import { RouterProvider } from 'react-router';
import { registerAfterLogin } from './after-login.ts';
import { Providers } from './providers.tsx';
import type { createRouter } from './router.tsx';

registerAfterLogin();

export const App = ({ router }: { router: ReturnType<typeof createRouter> }) => (
  <Providers>
    <RouterProvider router={router} />
  </Providers>
);
