/**
 * The person's other tabs follow what this tab changes (docs/product.md#every-figure-follows):
 * when a mutation succeeds here, the cache tags it invalidated go to the other tabs of this browser
 * over a BroadcastChannel, and each invalidates the same tags in its own cache, so every figure the
 * change moved is asked again there too, as it is here.
 *
 * The tags are worked out here, from the mutation's own `invalidatesTags`: another tab may not have
 * loaded the feature that defines it. The definitions are learnt as features inject their
 * endpoints (`rememberMutations`, a module of RTK Query's `buildCreateApi`).
 */
import { isFulfilled, isPending, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryFn, EndpointDefinitions, Module } from '@reduxjs/toolkit/query';

export const CACHE_TAGS_CHANNEL = 'coinwork-cache-tags';

export const rememberMutationsName = Symbol('rememberMutations');

declare module '@reduxjs/toolkit/query' {
  export interface ApiModules<
    // Every declaration of ApiModules has these parameters, named so; this one uses none.
    /* eslint-disable @typescript-eslint/no-unused-vars */
    in out BaseQuery extends BaseQueryFn,
    in out Definitions extends EndpointDefinitions,
    in out ReducerPath extends string,
    in out TagTypes extends string,
    /* eslint-enable @typescript-eslint/no-unused-vars */
  > {
    /** Adds nothing to the API: it only learns the mutations' tags. */
    [rememberMutationsName]: object;
  }
}

/** The tags a mutation invalidates: a list, or a function of its answer, argument and meta. */
type Invalidates =
  | readonly unknown[]
  | ((result: unknown, error: unknown, arg: unknown, meta: unknown) => readonly unknown[]);

const invalidatesOf = new Map<string, Invalidates | undefined>();

export const rememberMutations: Module<typeof rememberMutationsName> = {
  name: rememberMutationsName,
  init: () => ({
    injectEndpoint(endpointName, definition) {
      if (definition.type === 'mutation')
        invalidatesOf.set(endpointName, definition.invalidatesTags);
    },
  }),
};

export interface SharedTag<TagType extends string> {
  type: TagType;
  id?: string | number;
}

/** A tag as a message carries it, if it is one of `tagTypes`. */
function sharedTagOf<TagType extends string>(
  value: unknown,
  tagTypes: readonly TagType[],
): SharedTag<TagType> | undefined {
  const described: unknown = typeof value === 'string' ? { type: value } : value;
  if (typeof described !== 'object' || described === null) return undefined;
  const type = tagTypes.find((candidate) => candidate === Reflect.get(described, 'type'));
  if (type === undefined) return undefined;
  const id: unknown = Reflect.get(described, 'id');
  if (typeof id === 'string' || typeof id === 'number') return { type, id };
  return id === undefined ? { type } : undefined;
}

function sharedTagsOf<TagType extends string>(
  values: unknown,
  tagTypes: readonly TagType[],
): SharedTag<TagType>[] {
  if (!Array.isArray(values)) return [];
  return values.flatMap((value: unknown) => sharedTagOf(value, tagTypes) ?? []);
}

/** What a succeeded mutation invalidated, worked out as RTK Query does; none for anything else. */
function invalidatedBy(action: UnknownAction): readonly unknown[] {
  if (!isFulfilled(action)) return [];
  const arg: unknown = Reflect.get(action.meta, 'arg');
  if (typeof arg !== 'object' || arg === null || Reflect.get(arg, 'type') !== 'mutation') return [];
  const invalidates = invalidatesOf.get(String(Reflect.get(arg, 'endpointName')));
  if (typeof invalidates !== 'function') return invalidates ?? [];
  const meta: unknown = Reflect.get(action.meta, 'baseQueryMeta');
  return invalidates(action.payload, undefined, Reflect.get(arg, 'originalArgs'), meta);
}

export interface OtherTabsOptions<TagType extends string> {
  tagTypes: readonly TagType[];
  /** The API's own action that invalidates tags. */
  invalidateTags: (tags: SharedTag<TagType>[]) => UnknownAction;
  /** Whether the action empties the cache (another person signed in): the channel closes. */
  isReset: (action: UnknownAction) => boolean;
}

/**
 * Tells the other tabs what each succeeded mutation invalidated, and invalidates what theirs did.
 * The channel opens in a browser when the cache is first used, and closes when it is emptied
 * (until it is used again).
 */
export function otherTabsMiddleware<TagType extends string>({
  tagTypes,
  invalidateTags,
  isReset,
}: OtherTabsOptions<TagType>): Middleware {
  return (store) => {
    let channel: BroadcastChannel | undefined;
    const open = () => {
      if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return;
      channel = new BroadcastChannel(CACHE_TAGS_CHANNEL);
      channel.addEventListener('message', (event: MessageEvent<unknown>) => {
        const tags = sharedTagsOf(event.data, tagTypes);
        if (tags.length > 0) store.dispatch(invalidateTags(tags));
      });
    };
    return (next) => (action) => {
      const result = next(action);
      if (!isPlainAction(action)) return result;
      if (isReset(action)) {
        channel?.close();
        channel = undefined;
        return result;
      }
      if (!channel && isPending(action)) open();
      const tags = sharedTagsOf(invalidatedBy(action), tagTypes);
      if (tags.length > 0) channel?.postMessage(tags);
      return result;
    };
  };
}

function isPlainAction(action: unknown): action is UnknownAction {
  return (
    typeof action === 'object' && action !== null && typeof Reflect.get(action, 'type') === 'string'
  );
}
