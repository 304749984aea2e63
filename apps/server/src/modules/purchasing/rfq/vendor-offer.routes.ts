import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  OFFER_TOKEN_HEADER,
  declineOfferSchema,
  saveQuoteSchema,
  submitQuoteSchema,
  uuidSchema,
  vendorOfferResponseSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { header } from '../../../plugins/auth';
import { publicRateLimit } from '../../../plugins/public-rate-limit';
import { QUOTE_UPLOAD_LIMITS, readQuoteUpload, sendFile } from './quote-file.routes';
import { assertMayUpload, uploadAttachment, vendorAttachment } from './quote-file.service';
import { declineOffer, getOffer, saveDraft, submitQuote } from './vendor-offer.service';

/**
 * The public vendor offer API (no login): the vendor's link token travels in the `x-vendor-token`
 * header, never in an API URL (so it stays out of access logs). Every route is rate-limited per client
 * address. Answers carry only this vendor's invitation, RFQ lines and own quote revisions.
 */
export const vendorOfferRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['vendor offer (public)'], security: [] };
  const read = { config: publicRateLimit('read') };
  const write = { config: publicRateLimit('write') };
  const offer = { 200: vendorOfferResponseSchema };
  const token = (request: { headers: Record<string, unknown> }) =>
    header(request as never, OFFER_TOKEN_HEADER);
  await app.register(fastifyMultipart, { limits: QUOTE_UPLOAD_LIMITS });

  app.get('/public/vendor/offer', { ...read, schema: { ...base, response: offer } }, async (request) => ({
    data: await getOffer(db, token(request)),
  }));
  app.put(
    '/public/vendor/offer/draft',
    { ...write, schema: { ...base, body: saveQuoteSchema, response: offer } },
    async (request) => ({ data: await saveDraft(db, token(request), request.body) }),
  );
  app.post(
    '/public/vendor/offer/submit',
    { ...write, schema: { ...base, body: submitQuoteSchema, response: offer } },
    async (request) => ({ data: await submitQuote(db, token(request), request.body) }),
  );
  app.post(
    '/public/vendor/offer/decline',
    { ...write, schema: { ...base, body: declineOfferSchema, response: offer } },
    async (request) => ({ data: await declineOffer(db, token(request), request.body.reason) }),
  );
  app.post(
    '/public/vendor/offer/attachments',
    { ...write, schema: { ...base, consumes: ['multipart/form-data'], response: offer } },
    async (request) => {
      await assertMayUpload(db, token(request));
      const upload = await readQuoteUpload(request);
      return { data: await uploadAttachment(db, ctx.storage, token(request), upload) };
    },
  );
  app.get(
    '/public/vendor/offer/attachments/:id',
    { ...read, schema: { ...base, params: z.object({ id: uuidSchema }) } },
    async (request, reply) =>
      sendFile(reply, await vendorAttachment(db, ctx.storage, token(request), request.params.id)),
  );
};
