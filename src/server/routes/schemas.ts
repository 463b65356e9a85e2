/** Schema pieces the domain routes share (TypeBox, so they also document the API). */
import { type TLiteral, type TUnion, Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import { MAX_PAGE_SIZE, TEXT_LIMITS } from '@contract/constants';
import { acceptedImageUrl, IMAGE_URL_MESSAGES } from '@contract/imageUrls';
import type { ServerConfig } from '../config';
import { badRequest } from '../errors';
import type { Listing } from '../services/paging';

export const ErrorSchema = Type.Object({ message: Type.String() });

/**
 * Every client mistake answers `{ message }`; so does a signed-in request while the sign-in
 * service cannot be asked (503 with Retry-After, docs/security.md).
 */
export const errorResponses = {
  '4xx': ErrorSchema,
  503: Type.Object(
    { message: Type.String() },
    { description: 'The sign-in service could not be asked: retry after Retry-After seconds.' },
  ),
};

/** OpenAPI: the route needs the Firebase ID token. */
export const signedIn = { security: [{ firebaseIdToken: [] as string[] }] };

export const Id = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Id });

export const InsertedIdSchema = Type.Object({ insertedId: Id });
export const DeleteResultSchema = Type.Object({ deletedCount: Type.Integer() });

export const Email = Type.String({ format: 'email', maxLength: TEXT_LIMITS.email });
export const EmailQuery = Type.Object({
  email: Type.String({
    format: 'email',
    maxLength: TEXT_LIMITS.email,
    description: 'Your own e-mail address; an admin may name anyone.',
  }),
});

export const PAGE_DESCRIPTION = `Without page and limit the whole list answers; the total count is always in the ${TOTAL_COUNT_HEADER} header.`;
/** For lists that grow with the whole platform (see boundedWindowOf). */
export const PLATFORM_PAGE_DESCRIPTION = `Without page and limit the first ${MAX_PAGE_SIZE} answer; the total count is always in the ${TOTAL_COUNT_HEADER} header.`;
export const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'From 1.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

/** A list's rows as the answer, with its total count in the header. */
export function listed<T>(reply: FastifyReply, listing: Listing<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(listing.total));
  return listing.items;
}

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/** A string that is one of `values` (typed as their union). */
export function oneOf<const T extends readonly string[]>(
  values: T,
  description?: string,
): TUnion<Literals<T>> {
  const literals = values.map((value) => Type.Literal(value));
  return Type.Union(literals, description ? { description } : {}) as TUnion<Literals<T>>;
}

/**
 * Required text: not empty, not only spaces, at most `maxLength` characters, and no NUL
 * character (PostgreSQL text cannot hold one).
 */
export function text(maxLength: number) {
  return Type.String({ minLength: 1, maxLength, pattern: '^(?=[\\s\\S]*\\S)[^\\u0000]*$' });
}

/**
 * An image address as sent; which ones are stored is decided by `imageUrlOf`
 * (acceptedImageUrl in src/contract/imageUrls.ts, with the configured image host).
 */
export const ImageUrl = Type.String({
  maxLength: TEXT_LIMITS.url,
  description:
    'An image of this site (/images/…, /api/uploads/…) or an https URL on the configured image host (IMAGE_HOST_ORIGINS).',
});

/** The normalised address to store; a 400 naming `field` when it is not one we accept. */
export function imageUrlOf(value: string, field: string, config: ServerConfig): string {
  const accepted = acceptedImageUrl(value, config.uploads.imageHostOrigins);
  if (accepted === null) throw badRequest(IMAGE_URL_MESSAGES.notAccepted(field));
  return accepted;
}

/** Describes a body field the spec's client sends but the server decides itself. */
export const ignoredBecause = (why: string) => ({ description: `Ignored: ${why}` });
