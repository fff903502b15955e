/** The default tile server, which the privacy page names; an operator may set another (MAP_TILE_URL). */
const defaultTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The tile address template the server put in the page (`<meta name="map-tiles">`). */
export const tileUrl = () => {
  const configured = document.querySelector('meta[name="map-tiles"]')?.getAttribute('content');
  return configured && !configured.startsWith('__') ? configured : defaultTiles;
};

/** The host the tiles come from, as the visitor is told before any is loaded. */
export const tileHost = (template = tileUrl()) => {
  try {
    return new URL(template.replace(/\{[a-z]+\}/g, 'a')).host.replace(/^a\./, '');
  } catch {
    return template;
  }
};

export const defaultTileHost = tileHost(defaultTiles);
