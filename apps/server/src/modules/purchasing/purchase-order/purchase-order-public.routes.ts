import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PO_VENDOR_TOKEN_HEADER,
  vendorConfirmSchema,
  vendorDeclineSchema,
  vendorProposeDateSchema,
  vendorPurchaseOrderResponseSchema,
  vendorReferenceSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { header } from '../../../plugins/auth';
import { publicRateLimit } from '../../../plugins/public-rate-limit';
import { answerAsVendor, setVendorReference, vendorPdf, viewAsVendor } from './purchase-order-vendor.service';

const BASE = '/public/vendor/purchase-order';

/**
 * The vendor's purchase-order page API (no login): the link token comes in `x-vendor-token`; an
 * unknown, expired, revoked or superseded token gets a clear message and changes nothing. Rate-limited
 * per client address.
 */
export const purchaseOrderPublicRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['vendor'], security: [] };
  const response = { 200: vendorPurchaseOrderResponseSchema };
  const token = (request: Parameters<typeof header>[0]) => header(request, PO_VENDOR_TOKEN_HEADER);

  app.get(BASE, { config: publicRateLimit('read'), schema: { ...base, response } }, async (request) => ({
    data: await viewAsVendor(db, token(request)),
  }));
  app.post(
    `${BASE}/confirm`,
    { config: publicRateLimit('write'), schema: { ...base, body: vendorConfirmSchema, response } },
    async (request) => ({
      data: await answerAsVendor(db, token(request), { kind: 'confirm', note: request.body.note }),
    }),
  );
  app.post(
    `${BASE}/decline`,
    { config: publicRateLimit('write'), schema: { ...base, body: vendorDeclineSchema, response } },
    async (request) => ({
      data: await answerAsVendor(db, token(request), { kind: 'decline', body: request.body }),
    }),
  );
  app.post(
    `${BASE}/propose-date`,
    { config: publicRateLimit('write'), schema: { ...base, body: vendorProposeDateSchema, response } },
    async (request) => ({
      data: await answerAsVendor(db, token(request), { kind: 'propose', body: request.body }),
    }),
  );
  app.put(
    `${BASE}/reference`,
    { config: publicRateLimit('write'), schema: { ...base, body: vendorReferenceSchema, response } },
    async (request) => ({ data: await setVendorReference(db, token(request), request.body) }),
  );
  app.get(`${BASE}/pdf`, { config: publicRateLimit('read'), schema: base }, async (request, reply) => {
    const { fileName, bytes } = await vendorPdf(db, token(request));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bytes));
  });
};
