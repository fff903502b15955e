import type { MouseEvent } from 'react';
import { ApiError, api } from './api-client.ts';

/**
 * onClick of an export link: the file is fetched through the API client, so a step-up the export asks
 * for is answered in the dialog and the download goes on; the link's address stays for the eye.
 */
export const downloadThroughApi = (event: MouseEvent<HTMLAnchorElement>) => {
  const href = event.currentTarget.getAttribute('href');
  if (!href?.startsWith('/api/')) return;
  event.preventDefault();
  api.download(href.slice('/api'.length)).catch((error: unknown) => {
    if (error instanceof ApiError && error.code !== 'STEP_UP_REQUIRED') window.alert(error.message);
  });
};
