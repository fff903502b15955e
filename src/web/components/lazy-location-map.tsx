import { useInViewport } from '@mantine/hooks';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';

const LocationMap = lazy(() => import('./location-map.tsx'));

/**
 * The Leaflet map (≈ 45 KB compressed) downloads only once its box scrolls into view, so it never weighs on
 * a page's first paint (DESIGN §7); the box keeps its height meanwhile, so nothing shifts when it arrives.
 */
export const LazyLocationMap = (props: ComponentProps<typeof LocationMap>) => {
  const { ref, inViewport } = useInViewport();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (inViewport) setShown(true);
  }, [inViewport]);
  const height = props.height ?? 280;
  return (
    <div ref={ref} style={{ minHeight: height }}>
      {shown && (
        <Suspense fallback={null}>
          <LocationMap {...props} />
        </Suspense>
      )}
    </div>
  );
};
