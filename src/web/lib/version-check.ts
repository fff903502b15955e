import { useEffect, useState } from 'react';

const HOUR = 60 * 60_000;

const fetchVersion = async (): Promise<string | null> => {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as { version: string }).version : null;
  } catch {
    return null;
  }
};

/**
 * Whether a newer build has been deployed since this page loaded: the build manifest is checked every
 * 60 minutes (docs/product.md#the-browser).
 */
export const useNewVersionAvailable = (intervalMs = HOUR) => {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let loaded: string | null = null;
    let cancelled = false;
    void fetchVersion().then((version) => {
      loaded = version;
    });
    const timer = setInterval(async () => {
      const current = await fetchVersion();
      if (!cancelled && loaded && current && current !== loaded) setAvailable(true);
    }, intervalMs);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [intervalMs]);
  return available;
};
