import { useQuery } from '@tanstack/react-query';
import { myShipsQuery } from '../../lib/shared-queries';

/**
 * The ship a "new record" dialog of a list starts with: the ship the list is filtered on, else the
 * user's only ship, else none ('').
 */
export function useDefaultShip(filteredShipId: string): string {
  const ships = useQuery(myShipsQuery());
  if (filteredShipId) return filteredShipId;
  return ships.data?.length === 1 ? ships.data[0]!.id : '';
}
