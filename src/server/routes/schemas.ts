/**
 * Server helpers the domain routes share. The schemas themselves are the wire contract's, in
 * src/contract/schemas/<resource>.ts; routes only compose them.
 */
import type { FastifyReply } from 'fastify';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import { acceptedImageUrl, IMAGE_URL_MESSAGES } from '@contract/imageUrls';
import { ErrorSchema, SignInUnavailableSchema } from '@contract/schemas/common';
import type { ServerConfig } from '../config';
import { badRequest } from '../errors';
import type { Listing } from '../services/paging';

/**
 * Every client mistake answers `{ message }`; so does a signed-in request while the sign-in
 * service cannot be asked (503 with Retry-After, docs/security.md).
 */
export const errorResponses = {
  '4xx': ErrorSchema,
  503: SignInUnavailableSchema,
};

/** OpenAPI: the route needs the Firebase ID token. */
export const signedIn = { security: [{ firebaseIdToken: [] as string[] }] };

/** A list's rows as the answer, with its total count in the header. */
export function listed<T>(reply: FastifyReply, listing: Listing<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(listing.total));
  return listing.items;
}

/**
 * The normalised address to store (acceptedImageUrl, with the configured image host); a 400
 * naming `field` when it is not one we accept.
 */
export function imageUrlOf(value: string, field: string, config: ServerConfig): string {
  const accepted = acceptedImageUrl(value, config.uploads.imageHostOrigins);
  if (accepted === null) throw badRequest(IMAGE_URL_MESSAGES.notAccepted(field));
  return accepted;
}
