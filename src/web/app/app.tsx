import './styles.ts';
import { RouterProvider } from 'react-router';
import { registerAfterLogin } from './after-login.ts';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

registerAfterLogin();

export const App = () => (
  <Providers>
    <RouterProvider router={router} />
  </Providers>
);
