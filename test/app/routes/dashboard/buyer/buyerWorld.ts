/**
 * The buyer's screens under test: Ada (a buyer with 120 coins) signed in, the API answered
 * at the network boundary, and a few helpers to hold an answer back or to change what the
 * server says about Ada's record (her coins) from one moment to the next.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import type { Submission } from '@contract/schemas/submissions';
import type { Task } from '@contract/schemas/tasks';
import type { User } from '@contract/schemas/users';
import { buyer, setUpAccountWorld } from '@test/app/support/accountWorld';
import { ADA_EMAIL, submission, task } from '@test/app/support/apiWorld';

export { buyer, submission, task };

/** The sandbox gateway's answers to one purchase of 150 coins for $10 (docs/product.md#payment-flow). */
export const SANDBOX = { provider: 'sandbox', stripePublishableKey: null };
export const CLIENT_SECRET = 'pi_sandbox_7_secret_xyz';
export const intent = { clientSecret: CLIENT_SECRET, provider: 'sandbox' };
export const paid = { paymentIntent: { id: 'pi_sandbox_7', status: 'succeeded', amount: 1000 } };
export const recorded = {
  insertedId: 'payment-7',
  credited: true,
  payment: {
    _id: 'payment-7',
    email: ADA_EMAIL,
    price: 10,
    coins: 150,
    date: '2030-01-06T10:00:00.000Z',
    transactionId: 'pi_sandbox_7',
  },
};

export function clientConfig(payments: Record<string, unknown> = SANDBOX) {
  return {
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-coinwork', authEmulatorUrl: null },
    payments,
  };
}

export const secondTask: Task = {
  ...task,
  _id: 'task-2',
  task_title: 'Transcribe a short clip',
  required_workers: 4,
  completion_date: '2030-02-14',
};

export const secondSubmission: Submission = {
  ...submission,
  _id: 'submission-2',
  task_id: secondTask._id,
  task_title: secondTask.task_title,
  worker_email: 'cy@coinwork.test',
  worker_name: 'Cy Marsh',
  payable_amount: 7,
  submission_details: 'Transcript attached:\nline one\nline two',
};

/** An answer the test releases when it wants, to look at the screen meanwhile. */
export function heldBack() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, released };
}

export function setUpBuyerWorld() {
  const account = setUpAccountWorld();
  const { world } = account;

  /** From now on GET /user answers Ada's record with these changes (e.g. new coins). */
  function buyerRecordIs(changes: Partial<User>): void {
    world.answer('get', '/user', { ...buyer, ...changes });
  }

  /** Ada signed in at `route`, her dashboard frame loaded. */
  async function openAsBuyer(route: string) {
    const view = await account.open(route, { signedInAs: buyer });
    await screen.findByRole('button', { name: 'Open the account menu' });
    // The frame is rendered; its screen's code may still be on its way: wait for the screen itself.
    await waitFor(() =>
      expect(
        screen.queryByRole('progressbar', { name: DASHBOARD_COPY.loading }),
      ).not.toBeInTheDocument(),
    );
    return view;
  }

  return { ...account, world, buyerRecordIs, openAsBuyer };
}

/** The coin pill of the top bar. */
export function coinPill(): HTMLElement {
  return within(screen.getByRole('banner')).getByTitle('Available coins');
}

export function errorAnswer(status: number, message: string) {
  return () => HttpResponse.json({ message }, { status });
}
