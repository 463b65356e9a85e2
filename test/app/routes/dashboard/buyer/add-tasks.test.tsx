import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';

import { TASK_FORM_COPY } from '@contract/copy/tasks';
import { REVIEW_VALIDATION_MESSAGES } from '@contract/review';
import { ADA_EMAIL } from '@test/app/support/apiWorld';
import { coinPill, errorAnswer, heldBack, setUpBuyerWorld } from './buyerWorld';

const { world, openAsBuyer, buyerRecordIs } = setUpBuyerWorld();

const uploaded = { success: true, data: { display_url: '/uploads/task-photo.png' } };

function photo(): File {
  return new File(['png bytes'], 'task-photo.png', { type: 'image/png' });
}

const NUMBER_FIELDS = ['Required Workers', 'Payable Amount', 'Review window (days)'];

function field(label: string): HTMLElement {
  return screen.getByRole(NUMBER_FIELDS.includes(label) ? 'spinbutton' : 'textbox', {
    name: label,
  });
}

/** Types into a field the way a paste does: the whole text at once. */
async function paste(user: UserEvent, target: HTMLElement, text: string) {
  await user.click(target);
  await user.paste(text);
}

async function fillIn(user: UserEvent, workers: string, amount: string) {
  await paste(user, field('Task Title'), 'Label street photos');
  await paste(user, field('Task Details'), 'Tag each photo with the street name.');
  await user.type(field('Required Workers'), workers);
  await user.type(field('Payable Amount'), amount);
  fireEvent.change(screen.getByLabelText(/^Completion Date/), { target: { value: '2030-03-01' } });
  await paste(user, field('Submission Info'), 'A list of names');
  await user.upload(screen.getByLabelText('Choose a photo'), photo());
}

async function openAddTask() {
  const view = await openAsBuyer('/dashboard/add-tasks');
  await screen.findByRole('heading', { level: 1, name: 'Add New Task' });
  return view;
}

describe('Add New Task', () => {
  it('requires every field, in the spec’s words', async () => {
    const { user } = await openAddTask();

    await user.click(screen.getByRole('button', { name: 'Add Task' }));

    for (const message of [
      'Task Title is required',
      'Task Details is required',
      'Required Workers is required',
      'Payable Amount is required',
      'Completion Date is required',
      'Submission Info is required',
      'Photo is required',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(world.countOf('POST', '/uploads')).toBe(0);
  });

  it('shows the total cost against the balance as the numbers are typed', async () => {
    const { user } = await openAddTask();

    expect(screen.getByText('Total cost: 0 coins')).toBeVisible();
    expect(screen.getByText('Your balance: 120 coins')).toBeVisible();
    await user.type(field('Required Workers'), '3');
    await user.type(field('Payable Amount'), '5');
    expect(screen.getByText('Total cost: 15 coins')).toBeVisible();
    expect(screen.queryByText("You don't have enough coin!")).not.toBeInTheDocument();

    await user.type(field('Payable Amount'), '0');
    expect(screen.getByText('Total cost: 150 coins')).toBeVisible();
    expect(screen.getByText("You don't have enough coin!")).toBeVisible();
  });

  it('asks for whole numbers of at least 1', async () => {
    const { user } = await openAddTask();

    await user.type(field('Required Workers'), '0');
    await user.type(field('Payable Amount'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));

    expect(screen.getAllByText('Enter a whole number of at least 1')).toHaveLength(2);
  });

  it('starts the review window at 3 days, says what it means, and sends the days chosen', async () => {
    world.answer('post', '/uploads', uploaded);
    world.answer('post', '/tasks', { insertedId: 'task-9' });
    const { user } = await openAddTask();

    const reviewDays = field('Review window (days)');
    expect(reviewDays).toHaveValue(3);
    expect(reviewDays).toBeRequired();
    expect(reviewDays).toHaveAccessibleDescription(TASK_FORM_COPY.reviewDaysHelp);
    await fillIn(user, '3', '5');
    await user.clear(reviewDays);
    await user.type(reviewDays, '7');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));

    expect(await screen.findByText('Task added successful!')).toBeVisible();
    expect(world.lastRequest('POST', '/tasks').body).toMatchObject({ review_days: 7 });
  });

  it.each([['0'], ['8'], ['2.5'], ['']])(
    'refuses a review window of "%s" days in the contract’s words, sending nothing',
    async (days) => {
      const { user } = await openAddTask();
      await fillIn(user, '3', '5');

      await user.clear(field('Review window (days)'));
      if (days) await user.type(field('Review window (days)'), days);
      await user.click(screen.getByRole('button', { name: 'Add Task' }));

      expect(field('Review window (days)')).toHaveAccessibleDescription(
        REVIEW_VALIDATION_MESSAGES.reviewDaysOutOfRange,
      );
      expect(screen.getByText(REVIEW_VALIDATION_MESSAGES.reviewDaysOutOfRange)).toBeVisible();
      expect(world.countOf('POST', '/uploads')).toBe(0);
      expect(world.countOf('POST', '/tasks')).toBe(0);
    },
  );

  it('offers to buy coins when the task costs more than the balance, uploading nothing', async () => {
    const { user, location } = await openAddTask();
    await fillIn(user, '30', '5');

    await user.click(screen.getByRole('button', { name: 'Add Task' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Not available Coin' });
    expect(dialog).toHaveAccessibleDescription("You don't have enough coin!");
    expect(world.countOf('POST', '/uploads')).toBe(0);
    expect(world.countOf('POST', '/tasks')).toBe(0);

    await user.click(within(dialog).getByRole('link', { name: 'Purchase Coin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase Coin' })).toBeVisible();
    expect(location.pathname).toBe('/dashboard/purchase');
  });

  it('offers to buy coins when the server says the balance is short', async () => {
    world.answer('post', '/uploads', uploaded);
    world.answer('post', '/tasks', errorAnswer(409, "You don't have enough coin!"));
    const { user } = await openAddTask();
    await fillIn(user, '3', '5');

    await user.click(screen.getByRole('button', { name: 'Add Task' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Not available Coin' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Task' })).toBeVisible();
  });

  it('uploads the photo with a progress bar, adds the task, goes to My Tasks, refreshes the coins', async () => {
    const upload = heldBack();
    world.answer('post', '/uploads', async () => {
      await upload.released;
      return HttpResponse.json(uploaded);
    });
    world.answer('post', '/tasks', { insertedId: 'task-9' });
    const { user, location } = await openAddTask();
    await fillIn(user, '3', '5');
    expect(await screen.findByRole('img', { name: 'Preview of the task photo' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading the task photo' }),
    ).toBeInTheDocument();
    buyerRecordIs({ availableCoin: 105 });
    await act(async () => upload.release());

    expect(await screen.findByText('Task added successful!')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Tasks' })).toBeVisible();
    expect(location.pathname).toBe('/dashboard/my-tasks');
    expect(world.lastRequest('POST', '/tasks').body).toEqual({
      task_title: 'Label street photos',
      task_detail: 'Tag each photo with the street name.',
      required_workers: 3,
      payable_amount: 5,
      completion_date: '2030-03-01',
      submission_info: 'A list of names',
      task_image_url: '/uploads/task-photo.png',
      review_days: 3,
      buyer_email: ADA_EMAIL,
      buyer_name: 'Ada Quill',
    });
    const form = world.lastRequest('POST', '/uploads').body;
    expect(form).toBeInstanceOf(FormData);
    await waitFor(() => expect(coinPill()).toHaveTextContent('Available coins: 105'));
  });

  it('shows the server’s message when the task cannot be added', async () => {
    world.answer('post', '/uploads', uploaded);
    world.answer('post', '/tasks', errorAnswer(400, 'completion_date: must be a date'));
    const { user, location } = await openAddTask();
    await fillIn(user, '3', '5');

    await user.click(screen.getByRole('button', { name: 'Add Task' }));

    expect(await screen.findByText('completion_date: must be a date')).toBeVisible();
    expect(location.pathname).toBe('/dashboard/add-tasks');
  });

  it('shows the upload’s message when the photo cannot be uploaded', async () => {
    world.answer(
      'post',
      '/uploads',
      errorAnswer(415, 'Only PNG, JPEG, GIF or WebP images can be uploaded.'),
    );
    const { user } = await openAddTask();
    await fillIn(user, '3', '5');

    await user.click(screen.getByRole('button', { name: 'Add Task' }));

    expect(
      await screen.findByText('Only PNG, JPEG, GIF or WebP images can be uploaded.'),
    ).toBeVisible();
    expect(world.countOf('POST', '/tasks')).toBe(0);
  });
});
