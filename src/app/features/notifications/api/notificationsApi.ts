/**
 * Notifications (docs/product.md#server-calls): the worker's bell and a buyer's new appeals, kept
 * live by the notification feed.
 */
import { NOTIFICATIONS_STREAM_TICKET_PATH } from '@contract/api';
import type { InsertedId } from '@contract/schemas/common';
import type {
  CreateNotificationBody,
  StreamTicket,
  Notification,
} from '@contract/schemas/notifications';
import { api } from '@app/store/api';
import { listTag, listTags } from '@app/store/tags';
import { openNotificationFeed } from './notificationFeed';

/** The single-use ticket that opens the notification stream (asked for before each opening). */
export const streamTicketApi = api.injectEndpoints({
  endpoints: (build) => ({
    createStreamTicket: build.mutation<StreamTicket, undefined>({
      query: () => ({ url: NOTIFICATIONS_STREAM_TICKET_PATH, method: 'POST' }),
    }),
  }),
});

/**
 * Newest first, as the server lists them; a notification already shown is not repeated (a
 * reopened stream may send again what arrived just before it closed). Answers whether it was new.
 */
function addPushed(notifications: Notification[], pushed: Notification): boolean {
  if (notifications.some((notification) => notification._id === pushed._id)) return false;
  notifications.unshift(pushed);
  return true;
}

/**
 * Every notification tells a worker of a decision on their work (approved, rejected, or its
 * task deleted): their submissions, earnings, coins and the open slots have changed; or it tells
 * a buyer of a worker's appeal: their open appeals have changed.
 */
const NOTICE_TAGS = [
  listTag('Submission'),
  listTag('Earning'),
  listTag('AvailableTasks'),
  'User',
  'Balance',
  'Insight',
  listTag('Appeal'),
] as const;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], string>({
      query: (email) => ({ url: '/notifications', params: { email } }),
      providesTags: (notifications) => listTags('Notification', notifications),
      async onCacheEntryAdded(
        _email,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch },
      ) {
        try {
          await cacheDataLoaded;
        } catch {
          // The entry went away before its first answer: nothing to keep live.
          return;
        }
        const feed = openNotificationFeed({
          requestTicket: async () => {
            const request = dispatch(
              streamTicketApi.endpoints.createStreamTicket.initiate(undefined),
            );
            try {
              return (await request.unwrap()).ticket;
            } finally {
              // Tickets are spent at once: none is kept in the store.
              request.reset();
            }
          },
          onNotification: (pushed) => {
            let added = false;
            updateCachedData((draft) => {
              added = addPushed(draft, pushed);
            });
            if (added) dispatch(api.util.invalidateTags([...NOTICE_TAGS]));
          },
          onRefreshDue: () => dispatch(api.util.invalidateTags([listTag('Notification')])),
        });
        await cacheEntryRemoved;
        feed.close();
      },
    }),
    createNotification: build.mutation<InsertedId, CreateNotificationBody>({
      query: (body) => ({ url: '/notifications', method: 'POST', body }),
      invalidatesTags: [listTag('Notification')],
    }),
  }),
});

export const { useGetNotificationsQuery, useCreateNotificationMutation } = notificationsApi;
