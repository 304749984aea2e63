import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  chapterSchema,
  documentOwnerSchema,
  envelope,
  type CreateChapter,
  type CreateDocument,
  type UpdateChapter,
} from '@keel/domain';
import { api } from '../../../lib/api-client';
import { documentResponse } from './get-document';
import { dmsKeys, dmsPath } from './dms-keys';

const chapterResponse = envelope(chapterSchema);

/** `POST /dms/chapters`, or `PATCH /dms/chapters/:id` with the version read (409 when stale). */
export function useSaveChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateChapter | UpdateChapter }) =>
      (id
        ? api.patch(dmsPath('chapters', id), body, { schema: chapterResponse })
        : api.post('/dms/chapters', body, { schema: chapterResponse })
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dmsKeys.tree() }),
  });
}

/** `POST /dms/documents`: a new controlled document (its first revision is uploaded afterwards). */
export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDocument) =>
      api.post('/dms/documents', body, { schema: documentResponse }).then((r) => r.data),
    onSuccess: (doc) => {
      queryClient.setQueryData(dmsKeys.document(doc.id), doc);
      void queryClient.invalidateQueries({ queryKey: dmsKeys.tree() });
    },
  });
}

const ownersResponse = envelope(z.array(documentOwnerSchema));

/** `GET /dms/owners`: the office DMS users who can own a document. */
export const useDocumentOwners = (enabled: boolean) =>
  useQuery({
    queryKey: [...dmsKeys.all, 'owners'],
    queryFn: ({ signal }) => api.get('/dms/owners', { signal, schema: ownersResponse }).then((r) => r.data),
    enabled,
    staleTime: 5 * 60_000,
  });
