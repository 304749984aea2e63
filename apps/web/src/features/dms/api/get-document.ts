import { useQuery } from '@tanstack/react-query';
import { documentDetailSchema, envelope } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { dmsKeys, dmsPath } from './dms-keys';

/** The answer of a document read or edit. */
export const documentResponse = envelope(documentDetailSchema);

/** `GET /dms/documents/:id`: the document with its revisions, newest first. */
export const useDmsDocument = (id: string | null) =>
  useQuery({
    queryKey: dmsKeys.document(id ?? ''),
    queryFn: ({ signal }) =>
      api.get(dmsPath('documents', id!), { signal, schema: documentResponse }).then((r) => r.data),
    enabled: Boolean(id),
  });
