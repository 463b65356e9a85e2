/**
 * Cache tags in the shape every list query provides: one per item plus the list itself.
 * Coin movements invalidate the bare 'User' tag: the only user record a client caches is
 * the signed-in person's, and its balance is what changed.
 */
import type { TAG_TYPES } from './api';

export type TagType = (typeof TAG_TYPES)[number];

export function listTag<T extends TagType>(type: T) {
  return { type, id: 'LIST' } as const;
}

export function itemTags<T extends TagType>(
  type: T,
  items: readonly { _id: string }[] | undefined,
): { type: T; id: string }[] {
  return (items ?? []).map((item) => ({ type, id: item._id }));
}

export function listTags<T extends TagType>(
  type: T,
  items: readonly { _id: string }[] | undefined,
): { type: T; id: string }[] {
  return [listTag(type), ...itemTags(type, items)];
}
