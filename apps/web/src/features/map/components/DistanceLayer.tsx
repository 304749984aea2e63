import { Fragment } from 'react';
import type L from 'leaflet';
import { Marker, Polyline } from 'react-leaflet';
import type { DistanceToolAction, DistanceToolState } from '@keel/domain';
import { insertIcon, midpoint, pointIcon, unwrapLine } from './point-icons';

const COLOUR = '#e65100';

/** The distance tool on the map: the line, draggable numbered markers and "+" insert handles. */
export function DistanceLayer({
  state,
  dispatch,
}: {
  state: DistanceToolState;
  dispatch: (action: DistanceToolAction) => void;
}) {
  const points = [...(state.startVessel ? [state.startVessel] : []), ...state.markers];
  return (
    <>
      {points.length > 1 && (
        <Polyline
          positions={unwrapLine(points)}
          pathOptions={{ color: COLOUR, weight: 3, dashArray: '8 6' }}
        />
      )}
      {state.markers.map((m, i) => {
        const before = i === 0 ? state.startVessel : state.markers[i - 1];
        return (
          <Fragment key={`${i}-${m.lat}-${m.lng}`}>
            <Marker
              position={[m.lat, m.lng]}
              draggable
              title={`Distance point ${i + 1}`}
              icon={pointIcon(String(i + 1), COLOUR)}
              eventHandlers={{
                dragend: (e) => {
                  const p = (e.target as L.Marker).getLatLng();
                  dispatch({ type: 'move', index: i, point: { lat: p.lat, lng: p.lng } });
                },
              }}
            />
            {before && (
              <Marker
                position={[midpoint(before, m).lat, midpoint(before, m).lng]}
                title={`Insert a point before point ${i + 1}`}
                icon={insertIcon(COLOUR)}
                eventHandlers={{
                  click: () => dispatch({ type: 'insert', index: i, point: midpoint(before, m) }),
                }}
              />
            )}
          </Fragment>
        );
      })}
    </>
  );
}
