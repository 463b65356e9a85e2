import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { admin, buyer, setUpAccountWorld, worker } from '@test/app/support/accountWorld';
import { task } from '@test/app/support/apiWorld';
import { heldAnswer } from '@test/app/support/heldAnswer';

const { world, open } = setUpAccountWorld();

const detailsPath = `/dashboard/tasks/details/${task._id}`;

function facts(): [string | null, string | null | undefined][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('Task details', () => {
  it('says Loading task details... and then shows every fact of the task', async () => {
    const held = heldAnswer(task);
    world.answer('get', `/tasks/details/${task._id}`, held.reply);
    await open(detailsPath, { signedInAs: worker });

    expect(await screen.findByText('Loading task details...')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { name: task.task_title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Task Details' })).toBeInTheDocument();
    expect(screen.getByText(task.task_detail)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Picture of ${task.task_title}` })).toHaveAttribute(
      'src',
      task.task_image_url,
    );
    expect(facts()).toEqual([
      ['Required workers', '3'],
      ['Payable amount', '5 coins'],
      ['Completion date', 'Jan 31, 2030'],
      ['Submission info', 'A list of tags'],
      ['Buyer name', 'Ada Quill'],
      ['Buyer email', 'ada@coinwork.test'],
    ]);
  });

  it('lets a worker submit work: Submission Details is required', async () => {
    world.answer('post', '/submissions', { insertedId: 'submission-9' });
    const { user } = await open(detailsPath, { signedInAs: worker });
    const details = await screen.findByRole('textbox', { name: 'Submission Details' });

    await user.click(screen.getByRole('button', { name: 'Submit Work' }));
    expect(await screen.findByText('Submission Details is required')).toBeInTheDocument();
    expect(world.countOf('POST', '/submissions')).toBe(0);

    await user.type(details, '  Ten tags, one per photo.  ');
    await user.click(screen.getByRole('button', { name: 'Submit Work' }));

    expect(await screen.findAllByText('Work submit successful!')).not.toHaveLength(0);
    expect(world.lastRequest('POST', '/submissions').body).toEqual({
      task_id: task._id,
      submission_details: 'Ten tags, one per photo.',
    });
    expect(screen.queryByRole('textbox', { name: 'Submission Details' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when the worker already submitted or no slot is left', async () => {
    world.answer('post', '/submissions', () =>
      HttpResponse.json(
        { message: 'You have already submitted work for this task.' },
        { status: 409 },
      ),
    );
    const { user } = await open(detailsPath, { signedInAs: worker });

    await user.type(
      await screen.findByRole('textbox', { name: 'Submission Details' }),
      'Done again.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Work' }));

    const form = within(screen.getByRole('region', { name: 'Submit your work' }));
    expect(
      await form.findByText('You have already submitted work for this task.'),
    ).toBeInTheDocument();
    // Said once, beside the button that sends again: no snackbar repeats it.
    expect(screen.getAllByText('You have already submitted work for this task.')).toHaveLength(1);
    expect(form.getByRole('textbox', { name: 'Submission Details' })).toHaveValue('Done again.');
    expect(form.getByRole('button', { name: 'Submit Work' })).toBeEnabled();
  });

  it.each([
    { role: 'buyer', person: buyer },
    { role: 'admin', person: admin },
  ])('shows a $role the details without the submission form', async ({ person }) => {
    await open(detailsPath, { signedInAs: person });

    expect(await screen.findByRole('heading', { name: task.task_title })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Submission Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Work' })).not.toBeInTheDocument();
  });

  it('says plainly when the task does not exist', async () => {
    world.answer('get', '/tasks/details/task-gone', () =>
      HttpResponse.json({ message: 'The task was not found.' }, { status: 404 }),
    );
    await open('/dashboard/tasks/details/task-gone', { signedInAs: worker });

    expect(await screen.findByRole('heading', { name: 'Task not found' })).toBeInTheDocument();
    expect(
      screen.getByText('This task does not exist, or it has been deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard/tasks');
  });

  it('offers another try when the task cannot be loaded for another reason', async () => {
    world.answer('get', `/tasks/details/${task._id}`, () =>
      HttpResponse.json({ message: 'Not allowed.' }, { status: 403 }),
    );
    const { user } = await open(detailsPath, { signedInAs: worker });

    expect(await screen.findByText('The task could not be loaded.')).toBeInTheDocument();
    world.answer('get', `/tasks/details/${task._id}`, task);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: task.task_title })).toBeInTheDocument();
  });
});
