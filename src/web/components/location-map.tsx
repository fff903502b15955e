import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import { tileUrl } from './map-tiles.ts';

const ClickToPick = ({ onPick }: { onPick: (location: { lat: number; lng: number }) => void }) => {
  useMapEvents({
    click: (event) =>
      onPick({ lat: Number(event.latlng.lat.toFixed(6)), lng: Number(event.latlng.lng.toFixed(6)) }),
  });
  return null;
};

/**
 * A Leaflet map with OpenStreetMap tiles (no API key; the tile server is configurable). Shows a location,
 * and with `onPick` lets an admin place it by clicking. Loaded lazily: the map library is not in the
 * first download of any page.
 */
const LocationMap = ({
  location,
  label,
  onPick,
  height = 280,
}: {
  location: { lat: number; lng: number } | null;
  label: string;
  onPick?: (location: { lat: number; lng: number }) => void;
  height?: number;
}) => {
  const center = location ?? { lat: 40.4168, lng: -3.7038 };
  return (
    <section aria-label={label} style={{ height }}>
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={location ? 14 : 5}
        style={{ height: '100%', borderRadius: 8 }}
        scrollWheelZoom={false}
      >
        <TileLayer url={tileUrl()} attribution="&copy; colaboradores de OpenStreetMap" />
        {location && (
          <CircleMarker
            center={[location.lat, location.lng]}
            radius={10}
            pathOptions={{ color: '#1c4e80', fillOpacity: 0.6 }}
          />
        )}
        {onPick && <ClickToPick onPick={onPick} />}
      </MapContainer>
    </section>
  );
};

export default LocationMap;
