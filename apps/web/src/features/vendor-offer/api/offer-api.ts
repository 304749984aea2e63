import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OFFER_TOKEN_HEADER,
  vendorOfferResponseSchema,
  type SaveQuoteInput,
  type VendorOffer,
} from '@keel/domain';
import { api } from '../../../lib/api-client';

/** Query keys of the public offer page (one offer per link token). */
export const offerKeys = {
  all: ['vendor-offer'] as const,
  offer: (token: string) => [...offerKeys.all, token] as const,
};

const BASE = '/public/vendor/offer';

/** A public request: the link token in its header, no session renewal (the vendor has no session). */
function call(
  token: string,
  path: string,
  method: 'GET' | 'PUT' | 'POST',
  body?: unknown,
  signal?: AbortSignal,
) {
  return api
    .request(`${BASE}${path}`, {
      method,
      ...(body !== undefined ? { body } : {}),
      ...(signal ? { signal } : {}),
      headers: { [OFFER_TOKEN_HEADER]: token },
      skipSessionRenewal: true,
      schema: vendorOfferResponseSchema,
    })
    .then((r) => r.data);
}

/** `GET /public/vendor/offer`: the RFQ as this vendor sees it (marks it viewed). */
export const useOffer = (token: string) =>
  useQuery({
    queryKey: offerKeys.offer(token),
    queryFn: ({ signal }) => call(token, '', 'GET', undefined, signal),
    enabled: token !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });

function useOfferMutation<V>(token: string, run: (value: V) => Promise<VendorOffer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (offer) => queryClient.setQueryData(offerKeys.offer(token), offer),
  });
}

/** `PUT /public/vendor/offer/draft`. */
export const useSaveDraft = (token: string) =>
  useOfferMutation(token, (body: SaveQuoteInput) => call(token, '/draft', 'PUT', body));

/** `POST /public/vendor/offer/submit`: the draft revision the vendor saw. */
export const useSubmitQuote = (token: string) =>
  useOfferMutation(token, (body: { revision: number; version: number }) =>
    call(token, '/submit', 'POST', body),
  );

/** `POST /public/vendor/offer/decline`. */
export const useDeclineOffer = (token: string) =>
  useOfferMutation(token, (reason: string) => call(token, '/decline', 'POST', { reason }));

/** `POST /public/vendor/offer/attachments`: one file to the draft. */
export const useUploadAttachment = (token: string) =>
  useOfferMutation(token, (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(token, '/attachments', 'POST', form);
  });

/** Downloads one of the vendor's own files (the token goes in a header, so not a plain link). */
export async function downloadAttachment(token: string, id: string, fileName: string): Promise<void> {
  const file = await api.request<{ blob: Blob }>(`${BASE}/attachments/${id}`, {
    headers: { [OFFER_TOKEN_HEADER]: token },
    skipSessionRenewal: true,
    responseType: 'blob',
  });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
