/** Which ships a document is distributed to. */
export interface Distribution {
  allShips: boolean;
  shipIds: readonly string[];
  /** Ship family names (ships.family); a ship of a listed family receives the document. */
  shipFamilies: readonly string[];
}

/** True when a ship (with its family) receives a document of this distribution. */
export function isDistributedTo(
  distribution: Distribution,
  ship: { id: string; family: string | null },
): boolean {
  if (distribution.allShips) return true;
  if (distribution.shipIds.includes(ship.id)) return true;
  return ship.family !== null && distribution.shipFamilies.includes(ship.family);
}
