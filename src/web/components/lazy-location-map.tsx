import { Button, Paper, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { defaultTileHost, tileHost } from './map-tiles.ts';

const LocationMap = lazy(() => import('./location-map.tsx'));

/** A visitor who chose to see one map sees the others of their visit without asking again. */
const consentKey = 'lonja-map-shown';

/**
 * The map's tiles come from a tile server outside the site, which sees the visitor's IP address: nothing is
 * asked of it until the visitor chooses to see the map, after being told where it comes from
 * (docs/privacy.md). The Leaflet map (≈ 45 KB compressed) then downloads once its box is in view, so it
 * never weighs on a page's first paint; the box keeps its height meanwhile, so nothing shifts.
 */
export const LazyLocationMap = (props: ComponentProps<typeof LocationMap>) => {
  const t = messages.mapConsent;
  const { ref, inViewport } = useInViewport();
  const [isChosen, setIsChosen] = useState(false);
  const [shown, setShown] = useState(false);
  // The server renders the default host; the configured one is read once in the browser.
  const [host, setHost] = useState(defaultTileHost);
  useEffect(() => {
    setHost(tileHost());
    if (sessionStorage.getItem(consentKey)) setIsChosen(true);
  }, []);
  useEffect(() => {
    if (isChosen && inViewport) setShown(true);
  }, [isChosen, inViewport]);
  const height = props.height ?? 280;
  const choose = () => {
    sessionStorage.setItem(consentKey, '1');
    setIsChosen(true);
  };
  return (
    <div ref={ref} style={{ minHeight: height }}>
      {shown ? (
        <Suspense fallback={null}>
          <LocationMap {...props} />
        </Suspense>
      ) : (
        !isChosen && (
          <Paper withBorder p="md" h={height} style={{ display: 'flex', alignItems: 'center' }}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t.notice(host)}</Text>
              <Button variant="default" onClick={choose}>
                {t.show}
              </Button>
            </Stack>
          </Paper>
        )
      )}
    </div>
  );
};
