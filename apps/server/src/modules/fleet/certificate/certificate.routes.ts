import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateDueQuerySchema,
  certificateDueResponseSchema,
  certificateMatrixQuerySchema,
  certificateMatrixResponseSchema,
  certificateViewListQuerySchema,
  certificateViewListResponseSchema,
  certificateViewResponseSchema,
  createCertificateSchema,
  renewCertificateSchema,
  supersedeCertificateSchema,
  updateCertificateSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { certificateFileRoutes } from './certificate-file.routes';
import { certificateMatrix, dueCertificates } from './certificate-overview.service';
import { renewCertificate, supersedeCertificate } from './certificate-renewal.service';
import {
  CERTIFICATES,
  createCertificate,
  getCertificate,
  listCertificates,
  updateCertificate,
} from './certificate.service';

const params = z.object({ id: uuidSchema });

/**
 * `/certificates`: the certificate screens (sidebar `certificate.certificates`); every record is
 * checked against the actor's ships.
 */
export const certificateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['certificates'] };
  const gate = { preHandler: requireSidebar([CERTIFICATES]) };

  app.get(
    '/certificates/',
    {
      ...gate,
      schema: {
        ...base,
        querystring: certificateViewListQuerySchema,
        response: { 200: certificateViewListResponseSchema },
      },
    },
    async (request) => listCertificates(db, request.actor, request.query),
  );
  app.get(
    '/certificates/matrix',
    {
      ...gate,
      schema: {
        ...base,
        querystring: certificateMatrixQuerySchema,
        response: { 200: certificateMatrixResponseSchema },
      },
    },
    async (request) => certificateMatrix(db, request.actor, request.query),
  );
  app.get(
    '/certificates/due',
    {
      ...gate,
      schema: {
        ...base,
        querystring: certificateDueQuerySchema,
        response: { 200: certificateDueResponseSchema },
      },
    },
    async (request) => dueCertificates(db, request.actor, request.query),
  );
  app.post(
    '/certificates/',
    {
      ...gate,
      schema: { ...base, body: createCertificateSchema, response: { 201: certificateViewResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createCertificate(db, request.actor, request.body) }),
  );
  app.get(
    '/certificates/:id',
    { ...gate, schema: { ...base, params, response: { 200: certificateViewResponseSchema } } },
    async (request) => ({ data: await getCertificate(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/certificates/:id',
    {
      ...gate,
      schema: {
        ...base,
        params,
        body: updateCertificateSchema,
        response: { 200: certificateViewResponseSchema },
      },
    },
    async (request) => ({
      data: await updateCertificate(db, request.actor, request.params.id, request.body),
    }),
  );
  app.post(
    '/certificates/:id/renew',
    {
      ...gate,
      schema: {
        ...base,
        params,
        body: renewCertificateSchema,
        response: { 201: certificateViewResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await renewCertificate(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/certificates/:id/supersede',
    {
      ...gate,
      schema: {
        ...base,
        params,
        body: supersedeCertificateSchema,
        response: { 200: certificateViewResponseSchema },
      },
    },
    async (request) => ({
      data: await supersedeCertificate(db, request.actor, request.params.id, request.body),
    }),
  );

  await app.register(certificateFileRoutes, ctx);
};
