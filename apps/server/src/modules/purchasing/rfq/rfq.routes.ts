import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addRfqVendorsSchema,
  cancelRfqSchema,
  createRfqSchema,
  invitationQuotesResponseSchema,
  invitationVersionSchema,
  rfqComparisonQuerySchema,
  rfqComparisonResponseSchema,
  rfqDetailResponseSchema,
  rfqListQuerySchema,
  rfqListResponseSchema,
  rfqVersionSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { getComparison } from './rfq-comparison.service';
import { staffAttachment } from './quote-file.service';
import { resendInvitation, revokeInvitation } from './rfq-invitation.service';
import { PURCHASE_ORDERS } from './rfq.guard';
import { cancelRfq, createRfq, getRfq, listRfqs, sendRfq } from './rfq.service';
import { invitationQuotes } from './rfq-quote-view.service';
import { addRfqVendors } from './rfq-vendors.service';
import { sendFile } from './quote-file.routes';

const params = z.object({ rfqId: uuidSchema });
const invitationParams = z.object({ rfqId: uuidSchema, invitationId: uuidSchema });
const attachmentParams = z.object({ rfqId: uuidSchema, attachmentId: uuidSchema });

/**
 * `/purchasing/rfqs`: requests for quotation (sidebar `purchasing.purchase_order`; per ship
 * `get_vendor_rfq_overview` to read, `requesting_for_quotation` to change or add vendors, `get_quotes`
 * to compare and to open a vendor's quote revisions and files).
 * The award (`…/award`) is the purchase-order module's route.
 */
export const rfqRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const { publicUrl } = ctx.config;
  const base = { tags: ['purchasing'] };
  const gate = { preHandler: requireSidebar([PURCHASE_ORDERS]) };
  const detail = { 200: rfqDetailResponseSchema };

  app.get(
    '/purchasing/rfqs',
    {
      ...gate,
      schema: { ...base, querystring: rfqListQuerySchema, response: { 200: rfqListResponseSchema } },
    },
    async (request) => listRfqs(db, request.actor, request.query),
  );
  app.post(
    '/purchasing/rfqs',
    { ...gate, schema: { ...base, body: createRfqSchema, response: { 201: rfqDetailResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createRfq(db, request.actor, request.body) }),
  );
  app.get(
    '/purchasing/rfqs/:rfqId',
    { ...gate, schema: { ...base, params, response: detail } },
    async (request) => ({
      data: await getRfq(db, request.actor, request.params.rfqId),
    }),
  );
  app.post(
    '/purchasing/rfqs/:rfqId/send',
    { ...gate, schema: { ...base, params, body: rfqVersionSchema, response: detail } },
    async (request) => ({
      data: await sendRfq(db, request.actor, request.params.rfqId, request.body.version, publicUrl),
    }),
  );
  app.post(
    '/purchasing/rfqs/:rfqId/cancel',
    { ...gate, schema: { ...base, params, body: cancelRfqSchema, response: detail } },
    async (request) => ({ data: await cancelRfq(db, request.actor, request.params.rfqId, request.body) }),
  );
  app.post(
    '/purchasing/rfqs/:rfqId/vendors',
    { ...gate, schema: { ...base, params, body: addRfqVendorsSchema, response: detail } },
    async (request) => ({
      data: await addRfqVendors(db, request.actor, request.params.rfqId, request.body, publicUrl),
    }),
  );
  app.get(
    '/purchasing/rfqs/:rfqId/invitations/:invitationId/quotes',
    {
      ...gate,
      schema: { ...base, params: invitationParams, response: { 200: invitationQuotesResponseSchema } },
    },
    async (request) => ({
      data: await invitationQuotes(db, request.actor, request.params.rfqId, request.params.invitationId),
    }),
  );
  app.post(
    '/purchasing/rfqs/:rfqId/invitations/:invitationId/revoke',
    {
      ...gate,
      schema: { ...base, params: invitationParams, body: invitationVersionSchema, response: detail },
    },
    async (request) => ({
      data: await revokeInvitation(
        db,
        request.actor,
        request.params.rfqId,
        request.params.invitationId,
        request.body.version,
      ),
    }),
  );
  app.post(
    '/purchasing/rfqs/:rfqId/invitations/:invitationId/resend',
    {
      ...gate,
      schema: { ...base, params: invitationParams, body: invitationVersionSchema, response: detail },
    },
    async (request) => ({
      data: await resendInvitation(
        db,
        request.actor,
        request.params.rfqId,
        request.params.invitationId,
        request.body.version,
        publicUrl,
      ),
    }),
  );
  app.get(
    '/purchasing/rfqs/:rfqId/comparison',
    {
      ...gate,
      schema: {
        ...base,
        params,
        querystring: rfqComparisonQuerySchema,
        response: { 200: rfqComparisonResponseSchema },
      },
    },
    async (request) => ({
      data: await getComparison(db, request.actor, request.params.rfqId, request.query),
    }),
  );
  app.get(
    '/purchasing/rfqs/:rfqId/attachments/:attachmentId',
    { ...gate, schema: { ...base, params: attachmentParams } },
    async (request, reply) =>
      sendFile(
        reply,
        await staffAttachment(
          db,
          ctx.storage,
          request.actor,
          request.params.rfqId,
          request.params.attachmentId,
        ),
      ),
  );
};
