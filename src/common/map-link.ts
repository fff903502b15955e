/**
 * A link that opens a place on OpenStreetMap's own site, in the visitor's browser when they choose to
 * follow it (nothing is loaded from there until they do). By coordinates when the place has them,
 * otherwise by searching its address.
 */
export const mapLink = ({
  address,
  lat,
  lng,
}: {
  address: string | null;
  lat: number | null;
  lng: number | null;
}): string | null => {
  if (lat !== null && lng !== null)
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  if (address) return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  return null;
};
