import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  SNAPSHOT_MAX_BYTES,
  cameraListResponseSchema,
  cameraResponseSchema,
  createCameraSchema,
  createForecastRouteSchema,
  etaSpeedsResponseSchema,
  exportQuerySchema,
  forecastRouteListResponseSchema,
  forecastRouteResponseSchema,
  forecastVersionQuerySchema,
  importForecastRouteSchema,
  mapSettingsResponseSchema,
  mapShipListResponseSchema,
  snapshotResponseSchema,
  trackQuerySchema,
  trackResponseSchema,
  updateForecastRouteSchema,
  updateMapSettingsSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest } from '../../lib/http-error';
import { requireSidebar } from '../../plugins/auth';
import { conningRuntime } from '../conning/conning-runtime';
import { addSnapshot, assertMayUpload, createCamera, listCameras, openSnapshot } from './camera.service';
import { etaSpeeds } from './eta-speeds';
import {
  createForecastRoute,
  deleteForecastRoute,
  exportForecastRoute,
  getForecastRoute,
  importForecastRoute,
  listForecastRoutes,
  updateForecastRoute,
} from './forecast-route.service';
import { LIVE_MAP } from './map-access';
import { getMapSettings, updateMapSettings } from './map-settings.service';
import { listMapShips } from './map-position';
import { getTrack } from './track.service';
import { catchUpPositionBuckets, recordPositionBuckets } from './position-bucket.repo';
import { POSITION_RETENTION_INTERVAL_MS, startPositionRetention } from './position-retention';

const shipParams = z.object({ shipId: uuidSchema });
const idParams = z.object({ id: uuidSchema });
const cameraParams = z.object({ cameraId: uuidSchema });

/** Content-Disposition of a download: an ASCII name plus its RFC 5987 form. */
function disposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const TOO_LARGE = `the image is larger than ${SNAPSHOT_MAX_BYTES / 1024 / 1024} MiB`;

/** Reads the one `file` part and the optional `capturedAt` field of a snapshot upload. */
async function readSnapshot(request: FastifyRequest) {
  let file: { content: Buffer; fileName: string } | undefined;
  let capturedAt: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(part.fieldname, 'unexpected file; send the image as "file"');
        }
        file = { content: await part.toBuffer(), fileName: part.filename || 'snapshot' };
      } else if (part.fieldname === 'capturedAt') capturedAt = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `file: ${TOO_LARGE}`, [{ field: 'file', message: TOO_LARGE }]);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, 'file: send one file only');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'Too many form fields');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new HttpError(415, 'Content-Type must be multipart/form-data');
    throw error;
  }
  if (!file) throw badRequest('file', 'an image is required');
  let when: Date | null = null;
  if (capturedAt !== undefined && capturedAt !== '') {
    const parsed = z.iso.datetime({ offset: true }).safeParse(capturedAt);
    if (!parsed.success) throw badRequest('capturedAt', 'must be an ISO 8601 date-time');
    when = new Date(parsed.data);
  }
  return { ...file, capturedAt: when };
}

/**
 * `/map/…`: the fleet map (docs/map-server.md). Every route needs `report.live_map` and checks the ship
 * against the user's ships (a master: his ship).
 */
export const mapRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const runtime = await conningRuntime(ctx, app.log);
  // The per-10-minute position aggregate of long tracks, kept with every history batch (docs/map-server.md).
  runtime.store.onHistory(recordPositionBuckets);
  await catchUpPositionBuckets(db, new Date(Date.now() - 15 * 60_000));
  // Buckets older than the settings' trackRetentionYears are swept every 6 h. Tests call
  // `sweepPositionBuckets` themselves, so the timer is off under Vitest.
  if (!process.env.VITEST) {
    const stop = startPositionRetention(db, {
      intervalMs: POSITION_RETENTION_INTERVAL_MS,
      onDone: (r) => app.log.info(r, 'map position buckets past their retention deleted'),
      onError: (error) => app.log.warn({ err: error }, 'map position retention failed; next run retries'),
    });
    app.addHook('onClose', async () => stop());
  }
  const base = { tags: ['map'] };
  const gate = { preHandler: requireSidebar([LIVE_MAP]) };
  await app.register(fastifyMultipart, {
    limits: { fileSize: SNAPSHOT_MAX_BYTES, files: 1, fields: 3, fieldSize: 256, parts: 4, headerPairs: 50 },
  });

  app.get(
    '/map/ships',
    { ...gate, schema: { ...base, response: { 200: mapShipListResponseSchema } } },
    async (request) => ({
      data: await listMapShips(db, runtime.store, request.actor),
    }),
  );

  app.get(
    '/map/ships/:shipId/track',
    {
      ...gate,
      schema: {
        ...base,
        params: shipParams,
        querystring: trackQuerySchema,
        response: { 200: trackResponseSchema },
      },
    },
    async (request) => ({
      data: await getTrack(
        db,
        runtime.store,
        request.actor,
        request.params.shipId,
        request.query,
        'auto',
        ctx.config.conningRetentionDays,
      ),
    }),
  );

  // The company-wide tile server (administrators set it; everyone with the map reads it).
  app.get(
    '/map/settings',
    { schema: { ...base, response: { 200: mapSettingsResponseSchema } } },
    async (request) => ({ data: await getMapSettings(db, request.actor) }),
  );
  app.put(
    '/map/settings',
    { schema: { ...base, body: updateMapSettingsSchema, response: { 200: mapSettingsResponseSchema } } },
    async (request) => ({ data: await updateMapSettings(db, request.actor, request.body) }),
  );

  app.get(
    '/map/ships/:shipId/eta-speeds',
    { ...gate, schema: { ...base, params: shipParams, response: { 200: etaSpeedsResponseSchema } } },
    async (request) => ({ data: await etaSpeeds(db, runtime.store, request.actor, request.params.shipId) }),
  );

  app.get(
    '/map/ships/:shipId/forecast-routes',
    { ...gate, schema: { ...base, params: shipParams, response: { 200: forecastRouteListResponseSchema } } },
    async (request) => ({ data: await listForecastRoutes(db, request.actor, request.params.shipId) }),
  );
  app.post(
    '/map/ships/:shipId/forecast-routes',
    {
      ...gate,
      schema: {
        ...base,
        params: shipParams,
        body: createForecastRouteSchema,
        response: { 201: forecastRouteResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createForecastRoute(db, request.actor, request.params.shipId, request.body) }),
  );
  app.post(
    '/map/ships/:shipId/forecast-routes/import',
    {
      ...gate,
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        ...base,
        params: shipParams,
        body: importForecastRouteSchema,
        response: { 201: forecastRouteResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await importForecastRoute(db, request.actor, request.params.shipId, request.body) }),
  );
  app.get(
    '/map/forecast-routes/:id',
    { ...gate, schema: { ...base, params: idParams, response: { 200: forecastRouteResponseSchema } } },
    async (request) => ({ data: await getForecastRoute(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/map/forecast-routes/:id',
    {
      ...gate,
      schema: {
        ...base,
        params: idParams,
        body: updateForecastRouteSchema,
        response: { 200: forecastRouteResponseSchema },
      },
    },
    async (request) => ({
      data: await updateForecastRoute(db, request.actor, request.params.id, request.body),
    }),
  );
  app.delete(
    '/map/forecast-routes/:id',
    { ...gate, schema: { ...base, params: idParams, querystring: forecastVersionQuerySchema } },
    async (request, reply) => {
      await deleteForecastRoute(db, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
  app.get(
    '/map/forecast-routes/:id/export',
    { ...gate, schema: { ...base, params: idParams, querystring: exportQuerySchema } },
    async (request, reply) => {
      const file = await exportForecastRoute(db, request.actor, request.params.id, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition('attachment', file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  app.get(
    '/map/ships/:shipId/cameras',
    { ...gate, schema: { ...base, params: shipParams, response: { 200: cameraListResponseSchema } } },
    async (request) => ({ data: await listCameras(db, request.actor, request.params.shipId) }),
  );
  app.post(
    '/map/ships/:shipId/cameras',
    {
      ...gate,
      schema: {
        ...base,
        params: shipParams,
        body: createCameraSchema,
        response: { 201: cameraResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createCamera(db, request.actor, request.params.shipId, request.body) }),
  );
  app.post(
    '/map/cameras/:cameraId/snapshots',
    {
      ...gate,
      schema: {
        ...base,
        params: cameraParams,
        consumes: ['multipart/form-data'],
        response: { 201: snapshotResponseSchema },
      },
    },
    async (request, reply) => {
      await assertMayUpload(db, request.actor, request.params.cameraId);
      const upload = await readSnapshot(request);
      const data = await addSnapshot(db, ctx.storage, request.actor, request.params.cameraId, upload);
      return reply.status(201).send({ data });
    },
  );
  app.get(
    '/map/snapshots/:id/file',
    { ...gate, schema: { ...base, params: idParams } },
    async (request, reply) => {
      const file = await openSnapshot(db, ctx.storage, request.actor, request.params.id);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', disposition('inline', `snapshot-${request.params.id}`))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('last-modified', file.capturedAt.toUTCString())
        .send(file.stream);
    },
  );
};
