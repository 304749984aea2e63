import type { DistanceToolAction, DistanceToolState, ForecastPoint, LatLng } from '@keel/domain';
import type { MapShip } from '../api/map-schemas';
import { CctvLayer } from './CctvLayer';
import { DistanceLayer } from './DistanceLayer';
import { FleetMap, type FleetMapProps } from './FleetMap';
import { ForecastLayer } from './ForecastLayer';
import { ShipPopup } from './ShipPopup';

/** Everything the map draws; the page holds the state. */
export interface MapViewProps extends Omit<FleetMapProps, 'children'> {
  popup: { ship: MapShip; now: number; linkDown: boolean; onClose: () => void } | null;
  forecast: {
    points: readonly ForecastPoint[];
    selected: number | null;
    onSelect: (index: number | null) => void;
    onMove: (index: number, p: LatLng) => void;
    onInsert: (index: number, p: LatLng) => void;
  } | null;
  distance: { state: DistanceToolState; dispatch: (action: DistanceToolAction) => void } | null;
  cctv: { ships: readonly MapShip[]; selectedShipId: string | null } | null;
}

/**
 * The map with its overlays: Leaflet, react-leaflet and the canvas code live in this module, which
 * the page loads as a lazy part (docs/map-web.md "Bundle"), so the screen's own chunk stays small
 * and the ship list is usable while the map code arrives.
 */
export function MapView({ popup, forecast, distance, cctv, ...map }: MapViewProps) {
  return (
    <FleetMap {...map}>
      {popup && <ShipPopup {...popup} />}
      {forecast && <ForecastLayer {...forecast} />}
      {distance && <DistanceLayer {...distance} />}
      {cctv && <CctvLayer {...cctv} />}
    </FleetMap>
  );
}
