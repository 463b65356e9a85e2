import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import type { SubmissionStatus } from '@contract/entities';
import type { Submission } from '@contract/schemas/submissions';
import { setUpAccountWorld, worker } from '@test/app/support/accountWorld';
import { submission } from '@test/app/support/apiWorld';
import { heldAnswer } from '@test/app/support/heldAnswer';

const { world, open } = setUpAccountWorld();

const STATUSES: SubmissionStatus[] = ['pending', 'approved', 'rejected'];

function submissionsOf(page: number, count: number): Submission[] {
  return Array.from({ length: count }, (_, index) => ({
    ...submission,
    _id: `submission-${page}-${index}`,
    task_title: `Task ${page}.${index}`,
    payable_amount: 10 + index,
    status: STATUSES[index % 3] ?? 'pending',
  }));
}

/** 25 submissions: pages of 10, 10 and 5. */
function answerPages(): void {
  world.answer('get', '/my-submissions', (request) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    return HttpResponse.json(submissionsOf(page, page === 3 ? 5 : 10), {
      headers: { [TOTAL_COUNT_HEADER]: '25' },
    });
  });
}

function rows() {
  return within(screen.getByRole('table', { name: 'Your submissions' })).getAllByRole('row');
}

describe('My Submissions', () => {
  it('lists Task, Buyer Email, Payable Amount and Status, the status as words', async () => {
    answerPages();
    await open('/dashboard/submissions', { signedInAs: worker });

    const table = await screen.findByRole('table', { name: 'Your submissions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Task', 'Buyer Email', 'Payable Amount', 'Status']);
    const [first, second, third] = rows().slice(1);
    expect(first).toHaveTextContent(`Task 1.0${submission.buyer_email}10 coinsPending`);
    expect(second).toHaveTextContent('Approved');
    expect(third).toHaveTextContent('Rejected');
    expect(world.lastRequest('GET', '/my-submissions').query).toEqual({
      email: worker.email,
      page: '1',
      limit: '10',
    });
  });

  it('says why a submission was rejected, with the buyer’s comment', async () => {
    const rejected: Submission = {
      ...submission,
      _id: 'submission-rejected',
      task_title: 'Rejected task',
      status: 'rejected',
      review_deadline: null,
      rejection_reason: 'Instructions not followed',
      rejection_comment: 'The tags are in French;\nthe task asked for English.',
    };
    const approved: Submission = { ...submission, _id: 'submission-approved', status: 'approved' };
    world.answer('get', '/my-submissions', [rejected, approved]);
    await open('/dashboard/submissions', { signedInAs: worker });
    await screen.findByRole('table', { name: 'Your submissions' });

    const [rejectedRow, approvedRow] = rows().slice(1) as [HTMLElement, HTMLElement];
    const row = within(rejectedRow);
    expect(row.getByText('Rejected task')).toBeVisible();
    expect(row.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Reason',
      "Buyer's comment",
    ]);
    expect(row.getAllByRole('definition').map((detail) => detail.textContent)).toEqual([
      'Instructions not followed',
      'The tags are in French;\nthe task asked for English.',
    ]);
    expect(row.getByText('Rejected')).toBeVisible();
    expect(within(approvedRow).queryByRole('term')).not.toBeInTheDocument();
  });

  it('pages on the server with Previous and Next, saying Page X of Y', async () => {
    answerPages();
    const { user } = await open('/dashboard/submissions', { signedInAs: worker });
    await screen.findByRole('table', { name: 'Your submissions' });
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));

    expect(pagination.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(pagination.getByRole('button', { name: 'Next' }));
    await user.click(pagination.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Task 3.4')).toBeInTheDocument();
    expect(rows()).toHaveLength(6);
    expect(pagination.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(world.lastRequest('GET', '/my-submissions').query).toMatchObject({ page: '3' });
  });

  it('says so, with a way to find work, when there are no submissions yet', async () => {
    world.answer('get', '/my-submissions', []);
    await open('/dashboard/submissions', { signedInAs: worker });

    expect(await screen.findByText('You have not submitted any work yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the tasks' })).toHaveAttribute(
      'href',
      '/dashboard/tasks',
    );
  });

  it('says so, and loads again on request, when the list cannot be loaded', async () => {
    world.answer('get', '/my-submissions', () =>
      HttpResponse.json({ message: 'Not allowed.' }, { status: 403 }),
    );
    const { user } = await open('/dashboard/submissions', { signedInAs: worker });

    expect(await screen.findByText('Your submissions could not be loaded.')).toBeInTheDocument();
    answerPages();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your submissions' })).toBeInTheDocument();
  });

  it('shows skeletons while the list loads', async () => {
    const held = heldAnswer(submissionsOf(1, 3));
    world.answer('get', '/my-submissions', held.reply);
    await open('/dashboard/submissions', { signedInAs: worker });

    expect(
      await screen.findByRole('status', { name: 'Loading your submissions' }),
    ).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('table', { name: 'Your submissions' })).toBeInTheDocument();
  });
});

describe('My Submissions: filter and exports', () => {
  it('filters by status and downloads the filtered submissions and the earnings', async () => {
    world.answer('get', '/my-submissions', (request) => {
      const status = new URL(request.url).searchParams.get('status');
      const rows = status === 'approved' ? [] : [submission];
      return HttpResponse.json(rows, { headers: { [TOTAL_COUNT_HEADER]: String(rows.length) } });
    });
    for (const path of ['/exports/my-submissions.csv', '/exports/earnings.csv']) {
      world.answer(
        'get',
        path,
        () => new HttpResponse('a,b\n', { headers: { 'Content-Type': 'text/csv' } }),
      );
    }
    const saved: string[] = [];
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    URL.createObjectURL = () => 'blob:file';
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const { user } = await open('/dashboard/submissions', { signedInAs: worker });
      await screen.findByRole('table', { name: 'Your submissions' }, { timeout: 10_000 });

      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
      expect(
        await screen.findByText('No rows match these filters.', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(world.lastRequest('GET', '/my-submissions').query).toMatchObject({
        status: 'approved',
      });

      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['my-submissions.csv']));
      expect(world.lastRequest('GET', '/exports/my-submissions.csv').query).toEqual({
        status: 'approved',
      });
      await user.click(screen.getByRole('button', { name: 'Export earnings' }));
      await waitFor(() => expect(saved).toEqual(['my-submissions.csv', 'earnings.csv']));
      expect(world.lastRequest('GET', '/exports/earnings.csv').authorization).toMatch(/^Bearer /);
    } finally {
      click.mockRestore();
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
    }
  });
});
