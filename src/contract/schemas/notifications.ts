/** Notifications: the bell's list, a live stream of new ones, and an admin's own messages. */
import { type Static, Type } from '@sinclair/typebox';

import { LAST_EVENT_ID_PARAM, STREAM_TICKET_PARAM } from '../api';
import { NOTIFICATION_MESSAGE_MAX_LENGTH } from '../constants';
import { Email, Id, ignoredBecause, text } from './common';

export const NotificationSchema = Type.Object({
  _id: Id,
  message: Type.String(),
  toEmail: Type.String(),
  time: Type.String({ description: 'ISO timestamp.' }),
  detail: Type.Optional(
    Type.String({ description: 'Shown under the message, e.g. the reason of a rejection.' }),
  ),
});
export type Notification = Static<typeof NotificationSchema>;
export const NotificationListSchema = Type.Array(NotificationSchema);

export const CreateNotificationBodySchema = Type.Object(
  {
    message: text(NOTIFICATION_MESSAGE_MAX_LENGTH),
    toEmail: Email,
    time: Type.Optional(
      Type.String({ maxLength: 64, ...ignoredBecause('the server records the time.') }),
    ),
  },
  { additionalProperties: false },
);
export type CreateNotificationBody = Static<typeof CreateNotificationBodySchema>;

/** A short-lived, single-use ticket that opens the notification stream (see STREAM_TICKET_PARAM). */
export const StreamTicketSchema = Type.Object({
  ticket: Type.String(),
  /** ISO timestamp after which the ticket opens nothing. */
  expiresAt: Type.String(),
});
export type StreamTicket = Static<typeof StreamTicketSchema>;

export const NotificationStreamQuerySchema = Type.Object({
  [STREAM_TICKET_PARAM]: Type.Optional(Type.String({ maxLength: 128 })),
  [LAST_EVENT_ID_PARAM]: Type.Optional(Id),
});
