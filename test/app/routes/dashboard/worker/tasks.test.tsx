import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import type { Task } from '@contract/schemas/tasks';
import { setUpAccountWorld, worker } from '@test/app/support/accountWorld';
import { task } from '@test/app/support/apiWorld';
import { heldAnswer } from '@test/app/support/heldAnswer';

const { world, open } = setUpAccountWorld();

const tasksOf = (page: number, count: number): Task[] =>
  Array.from({ length: count }, (_, index) => ({
    ...task,
    _id: `task-${page}-${index}`,
    task_title: `Task ${page}.${index}`,
  }));

/** 20 tasks: pages of 9, 9 and 2. */
function answerPages(): void {
  world.answer('get', '/tasks', (request) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    return HttpResponse.json({ tasks: tasksOf(page, page === 3 ? 2 : 9), totalTasks: 20 });
  });
}

function pagination() {
  return within(screen.getByRole('navigation', { name: 'Pagination' }));
}

describe('Tasks List', () => {
  it('says Loading tasks... and then shows nine task cards with links to their details', async () => {
    const first = heldAnswer({ tasks: tasksOf(1, 9), totalTasks: 20 });
    world.answer('get', '/tasks', first.reply);
    await open('/dashboard/tasks', { signedInAs: worker });

    expect(await screen.findByText('Loading tasks...')).toBeInTheDocument();
    first.release();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(9);
    expect(screen.queryByText('Loading tasks...')).not.toBeInTheDocument();
    expect(world.lastRequest('GET', '/tasks').query).toEqual({ page: '1', limit: '9' });

    const card = within(cards[0] as HTMLElement);
    expect(card.getByRole('heading', { name: 'Task 1.0' })).toBeInTheDocument();
    expect(card.getByText('by Ada Quill')).toBeInTheDocument();
    expect(card.getByText('5 coins')).toBeInTheDocument();
    expect(card.getByText('3 workers needed')).toBeInTheDocument();
    expect(card.getByText('Complete by Jan 31, 2030')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Details: Task 1.0' })).toHaveAttribute(
      'href',
      '/dashboard/tasks/details/task-1-0',
    );
  });

  it('pages with Previous and Next, saying Page X of Y', async () => {
    answerPages();
    const { user } = await open('/dashboard/tasks', { signedInAs: worker });
    await screen.findAllByRole('article');

    expect(pagination().getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pagination().getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(pagination().getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Task 2.0' })).toBeInTheDocument();
    expect(pagination().getByText('Page 2 of 3')).toBeInTheDocument();
    expect(pagination().getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(world.lastRequest('GET', '/tasks').query).toEqual({ page: '2', limit: '9' });

    await user.click(pagination().getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Task 3.1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(pagination().getByText('Page 3 of 3')).toBeInTheDocument();
    expect(pagination().getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(pagination().getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Task 2.0' })).toBeInTheDocument();
  });

  it('opens the page the address names (?page=2), so Back and links keep the page', async () => {
    answerPages();
    await open('/dashboard/tasks?page=2', { signedInAs: worker });

    expect(await screen.findByRole('heading', { name: 'Task 2.0' })).toBeInTheDocument();
    expect(pagination().getByText('Page 2 of 3')).toBeInTheDocument();
    expect(world.lastRequest('GET', '/tasks').query).toEqual({ page: '2', limit: '9' });
  });

  it('moves to the last page when the address names a page past the end', async () => {
    answerPages();
    await open('/dashboard/tasks?page=7', { signedInAs: worker });

    expect(await screen.findByRole('heading', { name: 'Task 3.0' })).toBeInTheDocument();
    expect(pagination().getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('says so when no task needs workers', async () => {
    world.answer('get', '/tasks', { tasks: [], totalTasks: 0 });
    await open('/dashboard/tasks', { signedInAs: worker });

    expect(
      await screen.findByText('No task needs workers right now. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says so, and loads again on request, when the tasks cannot be loaded', async () => {
    world.answer('get', '/tasks', () =>
      HttpResponse.json({ message: 'Not allowed.' }, { status: 403 }),
    );
    const { user } = await open('/dashboard/tasks', { signedInAs: worker });

    expect(await screen.findByText('The tasks could not be loaded.')).toBeInTheDocument();
    answerPages();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(9);
  });
});

describe('Tasks List: sort and filters', () => {
  it('orders by the chosen sort, narrows by buyer approval and title, and clears the filters', async () => {
    world.answer('get', '/tasks', (request) => {
      const query = new URL(request.url).searchParams;
      const none = query.get('q') === 'nothing';
      return HttpResponse.json({ tasks: none ? [] : tasksOf(1, 2), totalTasks: none ? 0 : 2 });
    });
    const { user } = await open('/dashboard/tasks?page=2', { signedInAs: worker });
    await screen.findAllByRole('article', {}, { timeout: 10_000 });

    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Newest',
      'Oldest',
      'Highest pay',
      'Lowest pay',
      'Soonest deadline',
      'Latest deadline',
      'Highest buyer approval',
      'Lowest buyer approval',
    ]);
    await user.selectOptions(sortBy, 'Highest pay');
    await waitFor(() =>
      expect(world.lastRequest('GET', '/tasks').query).toEqual({
        page: '1',
        limit: '9',
        sort: 'pay',
        order: 'desc',
      }),
    );

    const approval = screen.getByRole('combobox', { name: 'Buyer approval at least' });
    expect(
      within(approval)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', '50%', '80%', '90%']);
    await user.selectOptions(approval, '80%');
    await waitFor(() =>
      expect(world.lastRequest('GET', '/tasks').query).toMatchObject({ min_approval: '80' }),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'nothing');
    expect(
      await screen.findByText('No tasks match these filters.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(world.lastRequest('GET', '/tasks').query).toMatchObject({
      q: 'nothing',
      min_approval: '80',
      sort: 'pay',
    });

    // One Clear filters: the bar's, none repeated in the empty state.
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveLength(1);
    await user.click(clear[0] as HTMLElement);
    expect(await screen.findAllByRole('article', {}, { timeout: 10_000 })).toHaveLength(2);
    // The sort stays; the unfiltered list was asked before, so it shows from the cache.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Highest pay');
    expect(screen.getByRole('combobox', { name: 'Buyer approval at least' })).toHaveDisplayValue(
      'Any',
    );
    expect(screen.getByRole('searchbox', { name: 'Search titles' })).toHaveValue('');
  });
});

describe('Tasks List: Back and Forward', () => {
  it('step through every choice, the search one step of its own however it was typed', async () => {
    world.answer('get', '/tasks', { tasks: tasksOf(1, 2), totalTasks: 2 });
    const { user, location, history } = await open('/dashboard/tasks', { signedInAs: worker });
    await screen.findAllByRole('article', {}, { timeout: 10_000 });
    const address = () => Object.fromEntries(new URLSearchParams(location.search));
    const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' });
    const approval = () => screen.getByRole('combobox', { name: 'Buyer approval at least' });
    const search = () => screen.getByRole('searchbox', { name: 'Search titles' });

    await user.selectOptions(sortBy(), 'Highest pay');
    await waitFor(() => expect(address()).toEqual({ sort: 'pay', order: 'desc' }));
    await user.selectOptions(approval(), '80%');
    await waitFor(() => expect(address()).toMatchObject({ min_approval: '80' }));
    // Typed with a pause in the middle: the address follows twice, but it is one step.
    await user.type(search(), 'har');
    await waitFor(() => expect(address()).toMatchObject({ q: 'har' }));
    await user.type(search(), 'bour');
    await waitFor(() => expect(address()).toMatchObject({ q: 'harbour' }));

    await history.back();
    await waitFor(() =>
      expect(address()).toEqual({ sort: 'pay', order: 'desc', min_approval: '80' }),
    );
    await waitFor(() => expect(search()).toHaveValue(''));
    expect(approval()).toHaveDisplayValue('80%');
    expect(sortBy()).toHaveDisplayValue('Highest pay');

    await history.back();
    await waitFor(() => expect(address()).toEqual({ sort: 'pay', order: 'desc' }));
    expect(approval()).toHaveDisplayValue('Any');

    await history.forward();
    await waitFor(() => expect(approval()).toHaveDisplayValue('80%'));
    await history.forward();
    await waitFor(() =>
      expect(address()).toEqual({ sort: 'pay', order: 'desc', min_approval: '80', q: 'harbour' }),
    );
    await waitFor(() => expect(search()).toHaveValue('harbour'));
    expect(world.lastRequest('GET', '/tasks').query).toEqual({
      page: '1',
      limit: '9',
      sort: 'pay',
      order: 'desc',
      min_approval: '80',
      q: 'harbour',
    });
  });
});
