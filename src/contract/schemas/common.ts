/**
 * The pieces every resource's wire contract shares: the error body, ids, paging, e-mail
 * queries, and the builders of validated fields. TypeBox schemas, so the server validates and
 * documents with them; the client imports only their types (`import type`), never TypeBox.
 */
import { type Static, type TLiteral, type TUnion, Type } from '@sinclair/typebox';

import { TOTAL_COUNT_HEADER } from '../api';
import { MAX_PAGE_SIZE, TEXT_LIMITS } from '../constants';

export const ErrorSchema = Type.Object({ message: Type.String() });
export type ErrorBody = Static<typeof ErrorSchema>;

/** A signed-in request while the sign-in service cannot be asked (docs/security.md). */
export const SignInUnavailableSchema = Type.Object(
  { message: Type.String() },
  { description: 'The sign-in service could not be asked: retry after Retry-After seconds.' },
);

/**
 * What the `uuid` format accepts: the database's ids, without the `urn:uuid:` prefix that JSON
 * Schema's format allows and PostgreSQL refuses (the server's validator uses this pattern).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Id = Type.String({ format: 'uuid' });
export const IdParamsSchema = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParamsSchema>;

export const InsertedIdSchema = Type.Object({ insertedId: Id });
export type InsertedId = Static<typeof InsertedIdSchema>;

/** The answer of a DELETE (the spec does not show one). */
export const DeleteResultSchema = Type.Object({ deletedCount: Type.Integer() });
export type DeleteResult = Static<typeof DeleteResultSchema>;

export const Email = Type.String({ format: 'email', maxLength: TEXT_LIMITS.email });
export const EmailQuerySchema = Type.Object({
  email: Type.String({
    format: 'email',
    maxLength: TEXT_LIMITS.email,
    description: 'Your own e-mail address; an admin may name anyone.',
  }),
});
export type EmailQuery = Static<typeof EmailQuerySchema>;

/**
 * Every list can be paged with `page` (from 1) and `limit`. Lists keep the spec's shape
 * (a plain array); the total count of a paged list travels in the `X-Total-Count` header.
 * `GET /tasks` is the exception the spec defines: `{ tasks, totalTasks }`.
 */
export const PAGE_DESCRIPTION = `Without page and limit the whole list answers; the total count is always in the ${TOTAL_COUNT_HEADER} header.`;
/** For lists that grow with the whole platform (see boundedWindowOf). */
export const PLATFORM_PAGE_DESCRIPTION = `Without page and limit the first ${MAX_PAGE_SIZE} answer; the total count is always in the ${TOTAL_COUNT_HEADER} header.`;
export const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'From 1.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};
export const PageQuerySchema = Type.Object(PageFields);
export type PageQuery = Static<typeof PageQuerySchema>;
/** A person's own list: whole without page and limit. */
export const PagedQuerySchema = Type.Object(PageFields, { description: PAGE_DESCRIPTION });
/** A list of the whole platform: its first MAX_PAGE_SIZE rows without page and limit. */
export const PlatformPagedQuerySchema = Type.Object(PageFields, {
  description: PLATFORM_PAGE_DESCRIPTION,
});
/** A person's own list, named by e-mail, optionally paged. */
export const EmailPageQuerySchema = Type.Composite([EmailQuerySchema, PageQuerySchema]);
export type EmailPageQuery = Static<typeof EmailPageQuerySchema>;

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
 * An image address as sent; which ones the server stores is decided by acceptedImageUrl
 * (src/contract/imageUrls.ts, with the configured image host).
 */
export const ImageUrl = Type.String({
  maxLength: TEXT_LIMITS.url,
  description:
    'An image of this site (/images/…, /api/uploads/…) or an https URL on the configured image host (IMAGE_HOST_ORIGINS).',
});

/** Describes a body field the spec's client sends but the server decides itself. */
export const ignoredBecause = (why: string) => ({ description: `Ignored: ${why}` });
