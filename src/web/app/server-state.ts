import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands the browser besides its markup, in a JSON `<script>` block (data, so
 * the Content-Security-Policy has nothing to run): the API answers it was rendered with and the second it
 * was rendered at (lib/clock.ts), so the browser's first render reproduces that markup exactly.
 */
export type TServerState = { renderedAt: number; queries: DehydratedState };

export const serverStateId = 'lonja-state';

/** The page's state, or null when the server sent only the shell (pages rendered in the browser). */
export const readServerState = (): TServerState | null => {
  const text = document.getElementById(serverStateId)?.textContent;
  return text ? (JSON.parse(text) as TServerState) : null;
};
