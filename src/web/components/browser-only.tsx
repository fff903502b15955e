import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders `children` in the browser only, once the page has been taken over; until then, and in the HTML
 * the server sends, `fallback`. For parts whose code downloads lazily: the server's render does not wait
 * for it, and the browser's first render must match the server's markup.
 */
export const BrowserOnly = ({ children, fallback }: { children: ReactNode; fallback: ReactNode }) => {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  return isMounted ? children : fallback;
};
