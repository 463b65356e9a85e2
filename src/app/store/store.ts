/**
 * Builds the Redux store. The API cache (./api) is not part of the first bundle: its code
 * arrives with the first feature that fetches and plugs itself in then (`plugInApi`).
 * The root reducer is put together here rather than with `combineSlices`, which would pull
 * immer into the first bundle.
 */
import {
  combineReducers,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';

import type { api } from './api';

/** The state of every slice; the API cache's is there once its code has arrived. */
export interface RootState {
  api?: ReturnType<typeof api.reducer>;
}

const reducers: Record<string, Reducer> = {};
let combined: Reducer<RootState> = (state = {}) => state;

function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return combined(state, action);
}

const dynamicMiddleware = createDynamicMiddleware();
/** Sets up the state of a reducer that joined after the store was made. */
const reducerPluggedIn = createAction<string>('store/reducerPluggedIn');

interface PluggableCache {
  reducerPath: keyof RootState;
  reducer: Reducer;
  middleware: Middleware[];
  /** Wires the cache to a store's surroundings (focus and online events). */
  attach: (dispatch: AppDispatch) => void;
}

let pluggedIn: PluggableCache | undefined;
/** The store the page runs on; a test makes a fresh one per render. */
let currentStore: AppStore | undefined;

/** The API cache a page rendered on the server was rendered from, taken in when the cache plugs in. */
export const serverRenderedApiState = createAction<unknown>('store/serverRenderedApiState');

export interface StoreOptions {
  /** The API cache's state of a page rendered on the server (@contract/sessionCookie's ServerRenderedPage). */
  serverRenderedApiState?: unknown;
  /** Given to thunks and the base query: a server-side store's page rendering (./baseQuery). */
  extra?: object;
}

let pendingServerRenderedApiState: unknown;

export function makeStore({ serverRenderedApiState: rendered, extra }: StoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(
        dynamicMiddleware.middleware,
      ),
  });
  pluggedIn?.attach(store.dispatch);
  currentStore = store;
  if (rendered !== undefined) {
    if (pluggedIn) store.dispatch(serverRenderedApiState(rendered));
    else pendingServerRenderedApiState = rendered;
  }
  return store;
}

/** Adds the API cache's reducer and middleware to the store, and to every later one. */
export function plugInApi(cache: PluggableCache): void {
  pluggedIn = cache;
  reducers[cache.reducerPath] = cache.reducer;
  combined = combineReducers(reducers);
  dynamicMiddleware.addMiddleware(...cache.middleware);
  if (!currentStore) return;
  currentStore.dispatch(reducerPluggedIn(cache.reducerPath));
  if (pendingServerRenderedApiState !== undefined) {
    currentStore.dispatch(serverRenderedApiState(pendingServerRenderedApiState));
    pendingServerRenderedApiState = undefined;
  }
  cache.attach(currentStore.dispatch);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
