/**
 * The one RTK Query API of the client. Every tag type is declared here; each feature adds
 * its endpoints with `api.injectEndpoints` from its own `api/` folder. Only code that
 * fetches imports this module, so it stays out of the first bundle and plugs itself into the
 * store when it arrives. What a mutation invalidates here, the person's other tabs invalidate too
 * (./otherTabs).
 */
import { type CombinedState, coreModule, setupListeners } from '@reduxjs/toolkit/query';
import { buildCreateApi, reactHooksModule } from '@reduxjs/toolkit/query/react';

import { UNUSED_CACHE_LIFETIME_SECONDS } from '@contract/constants';
import { baseQueryWithAuth } from './baseQuery';
import { otherTabsMiddleware, rememberMutations } from './otherTabs';
import { serverRenderedApiState, plugInApi } from './store';

export const TAG_TYPES = [
  'User',
  'Users',
  'FeaturedTasks',
  'TopWorkers',
  'Task',
  'MyTasks',
  'AvailableTasks',
  'Submission',
  'Appeal',
  'Notification',
  'Earning',
  'Withdrawal',
  'Payment',
  'AdminSummary',
  'Balance',
  'Insight',
] as const;

const createApi = buildCreateApi(coreModule(), reactHooksModule(), rememberMutations);

export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithAuth,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: UNUSED_CACHE_LIFETIME_SECONDS,
  endpoints: () => ({}),
  // A page rendered on the server comes with the answers it was rendered from (./store.ts).
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverRenderedApiState.match(action) && reducerPath === 'api'
      ? (action.payload as CombinedState<Record<string, never>, (typeof TAG_TYPES)[number], 'api'>)
      : undefined,
});

plugInApi({
  reducerPath: api.reducerPath,
  reducer: api.reducer,
  middleware: [
    api.middleware,
    otherTabsMiddleware({
      tagTypes: TAG_TYPES,
      invalidateTags: (tags) => api.util.invalidateTags(tags),
      isReset: api.util.resetApiState.match,
    }),
  ],
  attach: (dispatch) => setupListeners(dispatch),
});
