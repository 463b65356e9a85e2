import { waitFor } from '@testing-library/react';

import { notificationsApi } from '@app/features/notifications/api/notificationsApi';
import { HttpResponse } from 'msw';

import { NOTIFICATIONS_POLL_INTERVAL_MS, NOTIFICATIONS_STREAM_RETRY } from '@contract/constants';
import type { Notification } from '@contract/schemas/notifications';
import {
  apiUrl,
  ID_TOKEN,
  notification,
  type TestStore,
  setUpApiWorld,
  setUpTestStore,
} from '@test/app/support/apiWorld';
import { expectRefetchedReads } from '@test/app/support/cacheTags';
import { FakeEventSource, installFakeEventSource, theStream } from '@test/app/support/eventSource';

const world = setUpApiWorld();
const store = setUpTestStore();
const { endpoints } = notificationsApi;
const WORKER = 'bo@coinwork.test';

installFakeEventSource();

function cachedNotifications(testStore: TestStore): Notification[] | undefined {
  const { api } = testStore.getState();
  return api && endpoints.getNotifications.select(WORKER)({ api }).data;
}

const pushed: Notification = {
  _id: 'notification-2',
  message: 'Your submission request has been rejected by ada@coinwork.test for not completing X.',
  toEmail: WORKER,
  time: '2030-01-07T10:00:00.000Z',
};

let ticketsIssued = 0;
/** The server's side of the ticket: a new one for each request. */
function issueTickets(): void {
  world.answer('post', '/notifications/stream-ticket', () => {
    ticketsIssued += 1;
    return HttpResponse.json(
      { ticket: `ticket-${ticketsIssued}`, expiresAt: '2030-01-07T10:01:00.000Z' },
      { status: 201 },
    );
  });
}

beforeEach(() => {
  ticketsIssued = 0;
  issueTickets();
});

describe('notification endpoints', () => {
  it('lists the worker’s notifications by e-mail', async () => {
    const list = await store().dispatch(endpoints.getNotifications.initiate(WORKER)).unwrap();

    expect(list).toEqual([notification]);
    expect(world.lastRequest('GET', '/notifications')).toMatchObject({
      query: { email: WORKER },
      authorization: `Bearer ${ID_TOKEN}`,
    });
  });

  it('posts a notification and refreshes the list', async () => {
    const body = { message: 'Hello', toEmail: WORKER, time: '2030-01-07T10:00:00.000Z' };
    world.answer('post', '/notifications', { insertedId: 'notification-3' });

    await expectRefetchedReads(
      store(),
      world.requests,
      () => store().dispatch(endpoints.createNotification.initiate(body)).unwrap(),
      ['/notifications'],
    );
    expect(world.lastRequest('POST', '/notifications').body).toEqual(body);
  });
});

describe('the live notification feed', () => {
  it('opens the stream with a fresh single-use ticket, never the ID token', async () => {
    await store().dispatch(endpoints.getNotifications.initiate(WORKER)).unwrap();

    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(theStream().url).toBe(`${apiUrl('/notifications/stream')}?ticket=ticket-1`);
    expect(theStream().url).not.toContain(ID_TOKEN);
    expect(world.lastRequest('POST', '/notifications/stream-ticket')).toMatchObject({
      authorization: `Bearer ${ID_TOKEN}`,
    });
  });

  it('puts each pushed notification on top of the list, once', async () => {
    await store().dispatch(endpoints.getNotifications.initiate(WORKER)).unwrap();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    theStream().push(JSON.stringify(pushed));
    theStream().push(JSON.stringify(pushed));
    theStream().push('not a notification');

    expect(cachedNotifications(store())).toEqual([pushed, notification]);
    expect(world.countOf('GET', '/notifications')).toBe(1);
  });

  it('refreshes the worker’s submissions, earnings, coins and open tasks, and a buyer’s appeals, on each one', async () => {
    await expectRefetchedReads(
      store(),
      world.requests,
      async () => {
        await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
        theStream().push(JSON.stringify(pushed));
      },
      [
        '/user',
        '/balance',
        '/submissions',
        '/my-submissions',
        '/earnings',
        '/available-tasks',
        '/tasks',
        '/insights/earnings',
        '/insights/spending',
        '/insights/platform',
        // To a buyer, a worker's appeal.
        '/appeals',
      ],
    );
  });

  it('closes the stream when the list leaves the cache', async () => {
    const subscription = store().dispatch(endpoints.getNotifications.initiate(WORKER));
    await subscription.unwrap();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    subscription.unsubscribe();
    store().dispatch(notificationsApi.util.resetApiState());

    await waitFor(() => expect(theStream().closed).toBe(true));
  });

  describe('when the stream fails', () => {
    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    async function loadAndOpenStream(): Promise<FakeEventSource> {
      const subscription = store().dispatch(endpoints.getNotifications.initiate(WORKER));
      await jest.advanceTimersByTimeAsync(0);
      await subscription.unwrap();
      await jest.advanceTimersByTimeAsync(0);
      return theStream();
    }

    it('polls every 30 seconds until the stream is back, then catches up once', async () => {
      // No ticket for a while (the server is down): the feed polls meanwhile.
      world.answer('post', '/notifications/stream-ticket', () =>
        HttpResponse.json({ message: 'Down for maintenance.' }, { status: 400 }),
      );
      const subscription = store().dispatch(endpoints.getNotifications.initiate(WORKER));
      await jest.advanceTimersByTimeAsync(0);
      await subscription.unwrap();
      await jest.advanceTimersByTimeAsync(0);
      expect(FakeEventSource.opened).toHaveLength(0);

      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_INTERVAL_MS - 1);
      expect(world.countOf('GET', '/notifications')).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(world.countOf('GET', '/notifications')).toBe(2);
      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_INTERVAL_MS);
      expect(world.countOf('GET', '/notifications')).toBe(3);

      issueTickets();
      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_STREAM_RETRY.longestMs);
      const stream = theStream();
      stream.reconnect();
      const afterCatchUp = world.countOf('GET', '/notifications');
      await jest.advanceTimersByTimeAsync(0);
      expect(world.countOf('GET', '/notifications')).toBe(afterCatchUp + 1);
      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_INTERVAL_MS * 3);
      expect(world.countOf('GET', '/notifications')).toBe(afterCatchUp + 1);
    });

    it('reopens a dropped stream with a fresh ticket, waiting longer after each failure', async () => {
      const first = await loadAndOpenStream();
      expect(first.url).toContain('ticket=ticket-1');

      first.fail();
      expect(first.closed).toBe(true);
      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_STREAM_RETRY.firstMs - 1);
      expect(FakeEventSource.opened).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(FakeEventSource.opened).toHaveLength(2);
      const second = FakeEventSource.opened[1];
      expect(second?.url).toContain('ticket=ticket-2');

      second?.fail();
      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_STREAM_RETRY.firstMs * 2 - 1);
      expect(FakeEventSource.opened).toHaveLength(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(FakeEventSource.opened).toHaveLength(3);
      expect(FakeEventSource.opened[2]?.url).toContain('ticket=ticket-3');
    });

    it('polls from the start where the browser has no EventSource', async () => {
      Reflect.deleteProperty(globalThis, 'EventSource');
      const subscription = store().dispatch(endpoints.getNotifications.initiate(WORKER));
      await jest.advanceTimersByTimeAsync(0);
      await subscription.unwrap();

      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_INTERVAL_MS * 2);

      expect(world.countOf('GET', '/notifications')).toBe(3);
      expect(FakeEventSource.opened).toHaveLength(0);
    });
  });
});
