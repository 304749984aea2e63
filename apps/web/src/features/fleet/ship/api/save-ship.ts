import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, shipSchema, type CreateShip, type Ship, type UpdateShip } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sharedKeys } from '../../../../lib/shared-queries';
import { shipKeys } from './ship-keys';

const shipEnvelope = envelope(shipSchema);

/** Stores a saved ship and marks the fleet lists and the user's ship list stale. */
function useStoreShip() {
  const queryClient = useQueryClient();
  return (ship: Ship) => {
    queryClient.setQueryData(shipKeys.detail(ship.id), ship);
    void queryClient.invalidateQueries({ queryKey: shipKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: shipKeys.families() });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.myShips });
  };
}

/** `POST /ships/` (administrators). */
export function useCreateShip() {
  const store = useStoreShip();
  return useMutation({
    mutationFn: (body: CreateShip) => api.post('/ships/', body, { schema: shipEnvelope }).then((r) => r.data),
    onSuccess: store,
  });
}

/** `PATCH /ships/:id` with the version read (409 when someone changed it meanwhile). */
export function useUpdateShip(id: string) {
  const store = useStoreShip();
  return useMutation({
    mutationFn: (body: UpdateShip) =>
      api.patch(`/ships/${encodeURIComponent(id)}`, body, { schema: shipEnvelope }).then((r) => r.data),
    onSuccess: store,
  });
}
