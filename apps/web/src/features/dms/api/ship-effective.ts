import { useQuery } from '@tanstack/react-query';
import { effectiveDocumentSchema, envelope } from '@keel/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { dmsKeys, dmsPath } from './dms-keys';

const effectiveResponse = envelope(z.array(effectiveDocumentSchema));

/**
 * `GET /dms/ships/:shipId/effective`: the ship's effective documents with the user's acknowledgement
 * (kept by the service worker for reading at sea; docs/dms-web.md).
 */
export const useShipEffective = (shipId: string | null) =>
  useQuery({
    queryKey: dmsKeys.shipEffective(shipId ?? ''),
    queryFn: ({ signal }) =>
      api
        .get(dmsPath('ships', shipId!, '/effective'), { signal, schema: effectiveResponse })
        .then((r) => r.data),
    enabled: Boolean(shipId),
  });
