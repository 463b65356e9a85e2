/**
 * Image uploads (profile photos, task images), answering like the spec's image host:
 * `{ success, data: { display_url } }`. Kept by the image store (the data folder on PGlite,
 * the database on PostgreSQL, so every instance serves every image) and served back from
 * `/api/uploads/<name>` (a site-relative URL, so it survives a change of host or port), or
 * handed to the outside image host when one is configured.
 */
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';

import { API_BASE_PATH } from '@contract/api';
import { UPLOAD_MESSAGES } from '@contract/messages';
import {
  ImageParamsSchema,
  type UploadResult,
  UploadResultSchema,
} from '@contract/schemas/uploads';
import { identityOf } from '../auth/access';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { badRequest, HttpError, notFound } from '../errors';
import {
  completeUpload,
  releaseUpload,
  reserveUpload,
  sweepUnreferencedUploads,
} from '../services/uploadRecords';
import { uploadToImageHost } from '../uploads/imageHost';
import { createImageStore, type ImageStore } from '../uploads/imageStore';
import { sniffImage } from '../uploads/imageType';
import type { RouteDependencies } from './index';
import { errorResponses, signedIn } from './schemas';

const UPLOAD_FIELD = 'image';
/**
 * What a form adds to its image at most: the boundaries and part headers, and the few small
 * fields it may carry (see the multipart limits below).
 */
const FORM_OVERHEAD_BYTES = 64 * 1024;

function hasClientErrorStatus(error: unknown): error is Error & { statusCode: number } {
  if (!(error instanceof Error) || !('statusCode' in error)) return false;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Removes unreferenced uploads now and then (UPLOAD_SWEEP_INTERVAL_SECONDS; 0 turns it off). */
function startUploadSweep(
  app: FastifyInstance,
  db: Database,
  images: ImageStore,
  config: ServerConfig,
): void {
  const { uploadSweepIntervalSeconds, uploadGraceSeconds } = config.limits;
  if (uploadSweepIntervalSeconds === 0) return;
  const sweep = () => {
    sweepUnreferencedUploads(db, images, uploadGraceSeconds).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed unreferenced uploads');
      },
      (error: unknown) => app.log.warn({ err: error }, 'the upload sweep failed'),
    );
  };
  const timer = setInterval(sweep, uploadSweepIntervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export const uploadRoutes: FastifyPluginAsync<RouteDependencies> = async (
  fastify,
  { config, database },
) => {
  const { db } = database;
  const { maxBytes, imageHostKey, imageHostUrl } = config.uploads;
  const { uploadsPerHour, uploadsPerHourWithoutRecord } = config.limits;
  const images = createImageStore(database, config.dataDir);
  startUploadSweep(fastify, db, images, config);
  // Registered here, so only this module's routes accept multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The bytes of the one file in field `image`; size-limited while it streams in. */
  async function receiveImage(request: FastifyRequest): Promise<Buffer> {
    if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.missingImage);
    try {
      const part = await request.file();
      if (!part || part.fieldname !== UPLOAD_FIELD) {
        part?.file.resume();
        throw badRequest(UPLOAD_MESSAGES.missingImage);
      }
      return await part.toBuffer();
    } catch (error) {
      throw formError(error);
    }
  }

  /** The request's image, checked and kept: the address it is served at. */
  async function keepImage(request: FastifyRequest): Promise<string> {
    const bytes = await receiveImage(request);
    const extension = sniffImage(bytes);
    if (!extension) throw new HttpError(415, UPLOAD_MESSAGES.notAnImage);
    if (!imageHostKey) return `${API_BASE_PATH}/uploads/${await images.store(bytes, extension)}`;
    return uploadToImageHost(
      { url: imageHostUrl, key: imageHostKey },
      bytes,
      extension,
      request.log,
    );
  }

  /** Everything here reads the client's form, so a failure is the form's fault. */
  function formError(error: unknown): Error {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      return new HttpError(413, UPLOAD_MESSAGES.tooLarge(maxBytes));
    }
    if (error instanceof HttpError || hasClientErrorStatus(error)) return error;
    // The form parser's own failures (no boundary, cut off, bad part headers) carry no status.
    return badRequest(UPLOAD_MESSAGES.unreadableForm);
  }

  app.post(
    '/uploads',
    {
      // A person signing up uploads the photo before their user record exists.
      config: { access: 'identity' },
      schema: {
        tags: ['uploads'],
        summary: `Upload a PNG, JPEG, GIF or WebP image (multipart field "${UPLOAD_FIELD}")`,
        consumes: ['multipart/form-data'],
        ...signedIn,
        response: { 200: UploadResultSchema, ...errorResponses },
      },
    },
    async (request): Promise<UploadResult> => {
      // A form that says it is larger than any image we take is refused before it is read (its
      // body is then dropped up to a ceiling, unreadBodies.ts), and takes no place in the hour.
      if (Number(request.headers['content-length']) > maxBytes + FORM_OVERHEAD_BYTES) {
        throw new HttpError(413, UPLOAD_MESSAGES.tooLarge(maxBytes));
      }
      const owner = identityOf(request).uid;
      const perHour = request.caller ? uploadsPerHour : uploadsPerHourWithoutRecord;
      // Its place in the hour is taken before the image is read, and given back if it fails.
      const reservation = await reserveUpload(db, owner, perHour);
      if (!reservation) throw new HttpError(429, UPLOAD_MESSAGES.tooMany(perHour));
      try {
        const displayUrl = await keepImage(request);
        await completeUpload(db, reservation, displayUrl);
        return { success: true, data: { display_url: displayUrl } };
      } catch (error) {
        await releaseUpload(db, reservation).catch((releaseError: unknown) =>
          request.log.warn({ err: releaseError }, 'an upload that failed kept its place'),
        );
        throw error;
      }
    },
  );

  app.get(
    '/uploads/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (public, so it can be shown in an <img>)',
        params: ImageParamsSchema,
      },
    },
    async (request, reply) => {
      const image = await images.open(request.params.name);
      if (!image) throw notFound('The image');
      return (
        reply
          .header('content-type', image.contentType)
          .header('content-length', image.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // The client may be served from another origin (a CDN) and still show the image.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(image.body)
      );
    },
  );
};
