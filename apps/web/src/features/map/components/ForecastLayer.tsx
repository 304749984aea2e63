import { Fragment } from 'react';
import type L from 'leaflet';
import { Marker, Polyline } from 'react-leaflet';
import type { ForecastPoint, LatLng } from '@keel/domain';
import { formatDateTime } from '../../../lib/format';
import { insertIcon, midpoint, pointIcon, unwrapLine } from './point-icons';

const COLOUR = '#7b59e6';

/**
 * The forecast route on the map: the line, numbered points (all but the first draggable: spec §4,
 * index 0 cannot be moved) and "+" handles that insert a point in the middle of a leg.
 */
export function ForecastLayer({
  points,
  selected,
  onSelect,
  onMove,
  onInsert,
}: {
  points: readonly ForecastPoint[];
  /** The point selected for keyboard edits (ringed); a click on a point selects it. */
  selected: number | null;
  onSelect: (index: number | null) => void;
  onMove: (index: number, p: LatLng) => void;
  onInsert: (index: number, p: LatLng) => void;
}) {
  return (
    <>
      {points.length > 1 && (
        <Polyline positions={unwrapLine(points)} pathOptions={{ color: COLOUR, weight: 3, opacity: 0.9 }} />
      )}
      {points.map((p, i) => {
        const before = points[i - 1];
        const mid = before ? midpoint(before, p) : null;
        return (
          <Fragment key={`${i}-${p.lat}-${p.lng}-${selected === i}`}>
            <Marker
              position={[p.lat, p.lng]}
              draggable={i > 0}
              title={`Route point ${i + 1}: ${formatDateTime(p.timestamp)}`}
              icon={pointIcon(i === 0 ? 'S' : String(i + 1), COLOUR, i === 0, selected === i)}
              eventHandlers={{
                click: () => onSelect(i),
                dragend: (e) => {
                  const q = (e.target as L.Marker).getLatLng();
                  onSelect(i);
                  onMove(i, { lat: q.lat, lng: q.lng });
                },
              }}
            />
            {mid && (
              <Marker
                position={[mid.lat, mid.lng]}
                title={`Insert a route point before point ${i + 1}`}
                icon={insertIcon(COLOUR)}
                eventHandlers={{ click: () => onInsert(i, mid) }}
              />
            )}
          </Fragment>
        );
      })}
    </>
  );
}
