import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentDetail, RevisionTransition } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { dmsKeys, dmsPath } from './dms-keys';
import { documentResponse } from './get-document';

/** Stores the document the server answers and refreshes the rest: the tree, obsolete, search, DCRs. */
function useRefreshDms() {
  const queryClient = useQueryClient();
  return (doc: DocumentDetail) => {
    queryClient.setQueryData(dmsKeys.document(doc.id), doc);
    void queryClient.invalidateQueries({ queryKey: dmsKeys.all });
  };
}

/** What a new revision is uploaded with. */
export interface UploadRevisionInput {
  documentId: string;
  file: File;
  revision: string;
  reviewDue?: string | undefined;
  changeNote: string;
  dcrId?: string | undefined;
}

/** `POST /dms/documents/:id/revisions` (multipart): a new DRAFT revision with its file; answers the document. */
export function useUploadRevision() {
  const refresh = useRefreshDms();
  return useMutation({
    mutationFn: (input: UploadRevisionInput) => {
      const form = new FormData();
      form.set('revision', input.revision);
      if (input.reviewDue) form.set('reviewDue', input.reviewDue);
      if (input.changeNote) form.set('changeNote', input.changeNote);
      if (input.dcrId) form.set('dcrId', input.dcrId);
      // The file goes last: the server reads the fields before the stream of bytes.
      form.set('file', input.file, input.file.name);
      return api
        .post(dmsPath('documents', input.documentId, '/revisions'), form, { schema: documentResponse })
        .then((r) => r.data);
    },
    onSuccess: refresh,
  });
}

/** `POST /dms/revisions/:id/transition`: submit, approve, make effective, withdraw or reject (with reason); answers the document. */
export function useTransitionRevision() {
  const refresh = useRefreshDms();
  return useMutation({
    mutationFn: ({ revisionId, body }: { revisionId: string; body: RevisionTransition }) =>
      api
        .post(dmsPath('revisions', revisionId, '/transition'), body, { schema: documentResponse })
        .then((r) => r.data),
    onSuccess: refresh,
  });
}
