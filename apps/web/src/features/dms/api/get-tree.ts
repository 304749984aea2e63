import { useQuery } from '@tanstack/react-query';
import { envelope, treeNodeSchema } from '@keel/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { dmsKeys } from './dms-keys';

const treeResponse = envelope(z.array(treeNodeSchema));

/** `GET /dms/tree`: chapters and documents (a ship user: his ship's effective documents only). */
export const useDmsTree = () =>
  useQuery({
    queryKey: dmsKeys.tree(),
    queryFn: ({ signal }) => api.get('/dms/tree', { signal, schema: treeResponse }).then((r) => r.data),
  });
