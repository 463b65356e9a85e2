/**
 * The outside image host (the one the spec's client called directly), reached through the
 * server so its key never ships to browsers. Used only when IMAGE_HOST_KEY is set.
 */
import type { FastifyBaseLogger } from 'fastify';

import { HttpError } from '../errors';
import { IMAGE_CONTENT_TYPES, type ImageExtension } from './imageType';

export interface ImageHost {
  url: string;
  key: string;
}

interface HostAnswer {
  success?: unknown;
  data?: { display_url?: unknown };
}

function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

async function displayUrlFrom(response: Response): Promise<string | undefined> {
  if (!response.ok) return undefined;
  const answer = (await response.json()) as HostAnswer;
  const displayUrl = answer.data?.display_url;
  return answer.success === true && isWebUrl(displayUrl) ? displayUrl : undefined;
}

/** Sends the image as multipart field `image`; answers the host's display_url. */
export async function uploadToImageHost(
  host: ImageHost,
  bytes: Buffer,
  extension: ImageExtension,
  log: FastifyBaseLogger,
): Promise<string> {
  const url = new URL(host.url);
  url.searchParams.set('key', host.key);
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(bytes)], { type: IMAGE_CONTENT_TYPES[extension] }),
    `image.${extension}`,
  );
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    const displayUrl = await displayUrlFrom(response);
    if (displayUrl) return displayUrl;
    log.error({ status: response.status }, 'the image host refused an upload');
  } catch (error) {
    log.error({ err: error }, 'the image host could not be reached');
  }
  throw new HttpError(502, 'The image host did not take the image. Please try again.');
}
