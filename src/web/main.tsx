import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from 'zod';
import { App } from './app/app.tsx';

// zod would otherwise probe `new Function` before its first parse, which the site's Content-Security-Policy
// (no 'unsafe-eval') reports as a violation; the interpreted parser it falls back to is the same code.
config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
