import { useEffect, useState } from 'react';
import L from 'leaflet';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { API_BASE, api, type DownloadedFile } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { camerasQuery } from '../api/list-cameras';
import type { Camera, MapShip } from '../api/map-schemas';

/** Ships whose cameras are shown at once (those in view, the selected one first): few when zoomed out. */
const maxShips = (zoom: number) => (zoom >= 6 ? 6 : zoom >= 4 ? 3 : 1);

const anchor = L.divIcon({ className: 'keel-cctv-anchor', html: '', iconSize: [1, 1] });

/**
 * The CCTV overlay (spec §4 "CCTV": on or off): by each ship in view, its cameras' latest images
 * with their capture time — snapshots uploaded by the ship, or the camera's image URL.
 */
export function CctvLayer({
  ships,
  selectedShipId,
}: {
  ships: readonly MapShip[];
  selectedShipId: string | null;
}) {
  const map = useMap();
  const [view, setView] = useState(() => ({ bounds: map.getBounds(), zoom: map.getZoom() }));
  const bounds = view.bounds;
  useEffect(() => {
    const update = () => setView({ bounds: map.getBounds(), zoom: map.getZoom() });
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map]);
  const inView = ships
    .filter((s) => s.latitude !== null && s.longitude !== null && bounds.contains([s.latitude, s.longitude]))
    .sort((a, b) => Number(b.shipId === selectedShipId) - Number(a.shipId === selectedShipId))
    .slice(0, maxShips(view.zoom));
  return (
    <>
      {inView.map((ship) => (
        <ShipCameras key={ship.shipId} ship={ship} />
      ))}
    </>
  );
}

function ShipCameras({ ship }: { ship: MapShip }) {
  const cameras = useQuery(camerasQuery(ship.shipId));
  if (!cameras.data?.length) return null;
  return (
    <Marker position={[ship.latitude!, ship.longitude!]} icon={anchor} interactive={false} keyboard={false}>
      <Tooltip permanent direction="right" offset={[28, 0]} opacity={1} className="keel-cctv">
        <Box role="figure" aria-label={`CCTV of ${ship.name}`} sx={{ display: 'flex', gap: 0.75 }}>
          {cameras.data.slice(0, 2).map((camera) => (
            <CameraTile key={camera.id} camera={camera} />
          ))}
        </Box>
      </Tooltip>
    </Marker>
  );
}

function CameraTile({ camera }: { camera: Camera }) {
  const src = useCameraImage(camera);
  return (
    <Box sx={{ width: 136 }}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt={`${camera.name} camera image`}
          sx={{ width: 136, height: 76, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Box sx={{ width: 136, height: 76, borderRadius: 1, bgcolor: 'action.hover' }} />
      )}
      <Typography variant="caption" component="div" sx={{ fontWeight: 600, lineHeight: 1.3, mt: 0.25 }}>
        {camera.name}
      </Typography>
      <Typography variant="caption" component="div" sx={{ lineHeight: 1.2 }}>
        {camera.latest ? `Captured ${formatDateTime(camera.latest.capturedAt)}` : 'No snapshot yet'}
      </Typography>
    </Box>
  );
}

/** The image to show: the latest snapshot (fetched with the session's headers), else the image URL. */
function useCameraImage(camera: Camera): string | null {
  const path = camera.latest?.url ?? null;
  const [loaded, setLoaded] = useState<{ path: string; src: string | null } | null>(null);
  useEffect(() => {
    if (!path) return;
    let url: string | null = null;
    let cancelled = false;
    const relative = path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path;
    api
      .get<DownloadedFile>(relative, { responseType: 'blob', headers: { accept: 'image/*' } })
      .then((file) => {
        if (cancelled) return;
        url = URL.createObjectURL(file.blob);
        setLoaded({ path, src: url });
      })
      .catch(() => !cancelled && setLoaded({ path, src: null }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  if (!path) return camera.imageUrl;
  return loaded?.path === path ? (loaded.src ?? camera.imageUrl) : null;
}
