import { speedColour } from '@keel/domain';
import type { MapShip } from './api/map-schemas';
import type { ShipMark } from './canvas/ships-draw';

/** The angle the icon points: heading, else course over ground, else null (spec: COG when no heading). */
export function shipRotation(ship: Pick<MapShip, 'headingDeg' | 'cogDeg'>): number | null {
  return ship.headingDeg ?? ship.cogDeg ?? null;
}

/** Ships with a position, as the canvas draws them; all stale while the live link is down. */
export function toShipMarks(ships: readonly MapShip[], linkDown: boolean): ShipMark[] {
  const marks: ShipMark[] = [];
  for (const s of ships) {
    if (s.latitude === null || s.longitude === null) continue;
    marks.push({
      id: s.shipId,
      name: s.name,
      lat: s.latitude,
      lng: s.longitude,
      rotationDeg: shipRotation(s),
      colour: speedColour(s.sogKn ?? 0),
      stale: s.stale || linkDown,
    });
  }
  return marks;
}
