import './styles.ts';
import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

export const App = () => (
  <Providers>
    <RouterProvider router={router} />
  </Providers>
);
