import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dcrSchema,
  envelope,
  pagedEnvelope,
  type CreateDcr,
  type Dcr,
  type DcrState,
  type DcrTransition,
} from '@keel/domain';
import { api } from '../../../lib/api-client';
import { dmsKeys, dmsPath } from './dms-keys';

const dcrResponse = envelope(dcrSchema);
const dcrListResponse = pagedEnvelope(dcrSchema);

/** Query of the DCR list (the screens send numbers; the server coerces). */
export interface DcrListInput {
  q?: string | undefined;
  state?: DcrState | undefined;
  documentId?: string | undefined;
  offset: number;
  limit: number;
  sort?: string | undefined;
}

/** `GET /dms/dcrs`: one page of change requests. */
export const useDcrs = (query: DcrListInput) =>
  useQuery({
    queryKey: dmsKeys.dcrList(query),
    queryFn: ({ signal }) => api.get('/dms/dcrs', { query: { ...query }, signal, schema: dcrListResponse }),
    placeholderData: keepPreviousData,
  });

/** `GET /dms/dcrs/:id`. */
export const useDcr = (id: string) =>
  useQuery({
    queryKey: dmsKeys.dcr(id),
    queryFn: ({ signal }) =>
      api.get(dmsPath('dcrs', id), { signal, schema: dcrResponse }).then((r) => r.data),
  });

function useStoreDcr() {
  const queryClient = useQueryClient();
  return (dcr: Dcr) => {
    queryClient.setQueryData(dmsKeys.dcr(dcr.id), dcr);
    void queryClient.invalidateQueries({ queryKey: [...dmsKeys.dcrs(), 'list'] });
  };
}

/** `POST /dms/dcrs`: JSON, or multipart when a marked-up file goes with it. */
export function useCreateDcr() {
  const store = useStoreDcr();
  return useMutation({
    mutationFn: ({ body, file }: { body: CreateDcr; file: File | null }) => {
      if (!file) return api.post('/dms/dcrs', body, { schema: dcrResponse }).then((r) => r.data);
      const form = new FormData();
      form.set('documentId', body.documentId);
      if (body.shipId) form.set('shipId', body.shipId);
      form.set('reason', body.reason);
      if (body.proposedText) form.set('proposedText', body.proposedText);
      form.set('file', file, file.name);
      return api.post('/dms/dcrs', form, { schema: dcrResponse }).then((r) => r.data);
    },
    onSuccess: store,
  });
}

/** `POST /dms/dcrs/:id/transition`: review, approve, reject (reason) or implement (the new revision). */
export function useTransitionDcr(id: string) {
  const store = useStoreDcr();
  return useMutation({
    mutationFn: (body: DcrTransition) =>
      api.post(dmsPath('dcrs', id, '/transition'), body, { schema: dcrResponse }).then((r) => r.data),
    onSuccess: store,
  });
}
