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
  it('createSubmission: the submissions, the task’s open slots and the available tasks', async () => {
    world.answer('post', '/submissions', { insertedId: 'submission-2' });
    await expectRefetchedReads(
      store(),
      world.requests,
      () => store().dispatch(endpoints.createSubmission.initiate(work)).unwrap(),
      [
        '/submissions',
        '/my-submissions',
        `/tasks/details/${task._id}`,
        '/tasks',
        '/my-tasks',
        '/manage-tasks',
        '/available-tasks',
      ],
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
        // A reject gives the slot back: the buyer's tasks and the open-task lists change.
        '/my-tasks',
        '/tasks',
        '/available-tasks',
        '/featured-tasks',
        '/manage-tasks',
        '/users/summary',
      ],
    );
  });
});
