import { submissionsApi } from '@app/features/submissions/api/submissionsApi';
import { expectRefetchedReads } from '@test/app/support/cacheTags';
import {
  ADA_EMAIL,
  ID_TOKEN,
  submission,
  task,
  setUpApiWorld,
  setUpTestStore,
} from '@test/app/support/apiWorld';

const world = setUpApiWorld();
const store = setUpTestStore();
const { endpoints } = submissionsApi;

const work = { task_id: task._id, submission_details: 'All ten tagged.' };

describe('submissions endpoints', () => {
  it('lists submissions by e-mail, optionally by status, and the worker’s own', async () => {
    await store()
      .dispatch(endpoints.getSubmissions.initiate({ email: ADA_EMAIL }))
      .unwrap();
    await store()
      .dispatch(endpoints.getSubmissions.initiate({ email: ADA_EMAIL, status: 'pending' }))
      .unwrap();
    await store()
      .dispatch(endpoints.getMySubmissions.initiate({ email: 'bo@coinwork.test' }))
      .unwrap();

    expect(world.requests.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/submissions', query: { email: ADA_EMAIL } },
      { path: '/submissions', query: { email: ADA_EMAIL, status: 'pending' } },
      { path: '/my-submissions', query: { email: 'bo@coinwork.test' } },
    ]);
  });

  it('submits work and sends the buyer’s rejection with its reason and comment', async () => {
    world.answer('post', '/submissions', { insertedId: 'submission-2' });
    world.answer('patch', `/submissions/${submission._id}`, null);

    await store().dispatch(endpoints.createSubmission.initiate(work)).unwrap();
    await store()
      .dispatch(
        endpoints.reviewSubmission.initiate({
          id: submission._id,
          action: 'reject',
          reason: 'Incomplete work',
          comment: 'Only four of the ten photos are tagged.',
        }),
      )
      .unwrap();

    expect(world.lastRequest('POST', '/submissions')).toMatchObject({
      body: work,
      authorization: `Bearer ${ID_TOKEN}`,
    });
    expect(world.lastRequest('PATCH', `/submissions/${submission._id}`).body).toEqual({
      action: 'reject',
      reason: 'Incomplete work',
      comment: 'Only four of the ten photos are tagged.',
    });
  });

  it('sends an approval as the action alone', async () => {
    world.answer('patch', `/submissions/${submission._id}`, null);

    await store()
      .dispatch(endpoints.reviewSubmission.initiate({ id: submission._id, action: 'approved' }))
      .unwrap();

    expect(world.lastRequest('PATCH', `/submissions/${submission._id}`).body).toEqual({
      action: 'approved',
    });
  });
});

describe('what submissions mutations refresh', () => {
  /** A read of the worker's task list, its details and every list that shows the task. */
  const TASK_SHOWN = [
    `/tasks/details/${task._id}`,
    '/tasks',
    '/my-tasks',
    '/manage-tasks',
    '/available-tasks',
  ];
  const INSIGHTS = ['/insights/earnings', '/insights/spending', '/insights/platform'];

  it('createSubmission: the submissions, the task’s open slots, and the pay now waiting for review', async () => {
    world.answer('post', '/submissions', { insertedId: 'submission-2' });
    await expectRefetchedReads(
      store(),
      world.requests,
      () => store().dispatch(endpoints.createSubmission.initiate(work)).unwrap(),
      ['/submissions', '/my-submissions', ...TASK_SHOWN, '/featured-tasks', '/balance'],
    );
  });

  it("reviewSubmission: the submissions, notifications, earnings, coins and the buyer's task figures", async () => {
    world.answer('patch', `/submissions/${submission._id}`, null);
    await expectRefetchedReads(
      store(),
      world.requests,
      () =>
        store()
          .dispatch(endpoints.reviewSubmission.initiate({ id: submission._id, action: 'approved' }))
          .unwrap(),
      [
        '/submissions',
        '/my-submissions',
        '/notifications',
        '/earnings',
        '/user',
        '/balance',
        ...INSIGHTS,
        // A reject gives the slot back once it stands: the buyer's tasks and the open-task lists.
        '/my-tasks',
        '/tasks',
        '/available-tasks',
        '/featured-tasks',
        '/manage-tasks',
        '/users/summary',
        // The worker's reputation beside their name in the buyer's open appeals.
        '/appeals',
      ],
    );
  });

  it('resubmitWork: the submissions alone (the pay waits for review as before)', async () => {
    world.answer('post', `/submissions/${submission._id}/resubmit`, submission);
    await expectRefetchedReads(
      store(),
      world.requests,
      () =>
        store()
          .dispatch(
            endpoints.resubmitWork.initiate({ id: submission._id, submission_details: 'All ten.' }),
          )
          .unwrap(),
      ['/submissions', '/my-submissions'],
    );
  });

  it('appealRejection: the submissions, the appeals, the pay waiting for review again, and the buyer’s appeals on the task', async () => {
    world.answer('post', `/submissions/${submission._id}/appeal`, {
      ...submission,
      status: 'appealed',
    });
    await expectRefetchedReads(
      store(),
      world.requests,
      () =>
        store()
          .dispatch(
            endpoints.appealRejection.initiate({
              id: submission._id,
              statement: 'All ten photos are tagged.',
            }),
          )
          .unwrap(),
      ['/submissions', '/my-submissions', '/appeals', '/balance', ...TASK_SHOWN],
    );
  });

  it('answerAppeal: as a decision, and the worker’s coins in Manage Users', async () => {
    world.answer('post', `/submissions/${submission._id}/appeal-answer`, {
      ...submission,
      status: 'approved',
    });
    await expectRefetchedReads(
      store(),
      world.requests,
      () =>
        store()
          .dispatch(endpoints.answerAppeal.initiate({ id: submission._id, decision: 'pay_worker' }))
          .unwrap(),
      [
        '/submissions',
        '/my-submissions',
        '/appeals',
        '/notifications',
        '/earnings',
        '/user',
        '/balance',
        ...INSIGHTS,
        '/my-tasks',
        '/tasks',
        '/available-tasks',
        '/featured-tasks',
        '/manage-tasks',
        '/users/summary',
        '/users',
      ],
    );
  });
});
