import { tasksApi } from '@app/features/tasks/api/tasksApi';
import { TASKS_PAGE_SIZE } from '@contract/constants';
import { expectRefetchedReads } from '@test/app/support/cacheTags';
import {
  ADA_EMAIL,
  ID_TOKEN,
  task,
  setUpApiWorld,
  setUpTestStore,
} from '@test/app/support/apiWorld';

const world = setUpApiWorld();
const store = setUpTestStore();
const { endpoints } = tasksApi;

const newTask = {
  task_title: 'Rate five logos',
  task_detail: 'Give each logo a score.',
  required_workers: 4,
  payable_amount: 3,
  completion_date: '2030-02-01',
  submission_info: 'Five scores',
  task_image_url: '/images/logos.png',
  buyer_email: ADA_EMAIL,
  buyer_name: 'Ada Quill',
};

describe('tasks endpoints', () => {
  it('asks for a page of 9 tasks by default', async () => {
    const page = await store()
      .dispatch(endpoints.getTasksPage.initiate({ page: 2 }))
      .unwrap();

    expect(page).toEqual({ tasks: [task], totalTasks: 1 });
    expect(world.lastRequest('GET', '/tasks')).toMatchObject({
      query: { page: '2', limit: String(TASKS_PAGE_SIZE) },
      authorization: `Bearer ${ID_TOKEN}`,
    });
  });

  it('reads details, the buyer’s tasks, the admin list and the available tasks', async () => {
    await store().dispatch(endpoints.getTaskDetails.initiate(task._id)).unwrap();
    await store().dispatch(endpoints.getMyTasks.initiate(ADA_EMAIL)).unwrap();
    await store().dispatch(endpoints.getManageTasks.initiate(undefined)).unwrap();
    await store().dispatch(endpoints.getAvailableTasks.initiate(undefined)).unwrap();

    expect(world.requests.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: `/tasks/details/${task._id}`, query: {} },
      { method: 'GET', path: '/my-tasks', query: { email: ADA_EMAIL } },
      { method: 'GET', path: '/manage-tasks', query: {} },
      { method: 'GET', path: '/available-tasks', query: {} },
    ]);
  });

  it('posts, edits and deletes a task', async () => {
    world.answer('post', '/tasks', { insertedId: 'task-2' });
    world.answer('patch', '/tasks/task-2', null);
    world.answer('delete', '/tasks/task-2', null);
    const changes = { task_title: 'Rate six logos', task_detail: 'Six.', submission_info: 'Six' };

    const created = await store().dispatch(endpoints.addTask.initiate(newTask)).unwrap();
    await store()
      .dispatch(endpoints.updateTask.initiate({ id: 'task-2', ...changes }))
      .unwrap();
    await store().dispatch(endpoints.deleteTask.initiate('task-2')).unwrap();

    expect(created).toEqual({ insertedId: 'task-2' });
    expect(world.lastRequest('POST', '/tasks').body).toEqual(newTask);
    expect(world.lastRequest('PATCH', '/tasks/task-2').body).toEqual(changes);
    expect(world.lastRequest('DELETE', '/tasks/task-2').authorization).toBe(`Bearer ${ID_TOKEN}`);
  });
});

describe('what tasks mutations refresh', () => {
  it('addTask: the task lists, featured tasks, the buyer’s coins and the admin summary', async () => {
    world.answer('post', '/tasks', { insertedId: 'task-2' });
    await expectRefetchedReads(
      store(),
      world.requests,
      () => store().dispatch(endpoints.addTask.initiate(newTask)).unwrap(),
      [
        '/my-tasks',
        '/manage-tasks',
        '/tasks',
        '/available-tasks',
        '/featured-tasks',
        '/user',
        '/users/summary',
        // The buyer's breakdown and spending chart, and the platform's.
        '/balance',
        '/insights/earnings',
        '/insights/spending',
        '/insights/platform',
      ],
    );
  });

  it('updateTask: that task wherever it is shown, and the buyer’s tasks', async () => {
    world.answer('patch', `/tasks/${task._id}`, null);
    await expectRefetchedReads(
      store(),
      world.requests,
      () =>
        store()
          .dispatch(
            endpoints.updateTask.initiate({
              id: task._id,
              task_title: 'New title',
              task_detail: task.task_detail,
              submission_info: task.submission_info,
            }),
          )
          .unwrap(),
      [
        `/tasks/details/${task._id}`,
        '/tasks',
        '/my-tasks',
        '/manage-tasks',
        '/available-tasks',
        '/featured-tasks',
      ],
    );
  });

  it('deleteTask: task lists, featured, the refunded coins, submissions and the summary', async () => {
    world.answer('delete', `/tasks/${task._id}`, null);
    await expectRefetchedReads(
      store(),
      world.requests,
      () => store().dispatch(endpoints.deleteTask.initiate(task._id)).unwrap(),
      [
        `/tasks/details/${task._id}`,
        '/tasks',
        '/my-tasks',
        '/manage-tasks',
        '/available-tasks',
        '/featured-tasks',
        '/user',
        '/submissions',
        '/my-submissions',
        '/users/summary',
        '/balance',
        '/insights/earnings',
        '/insights/spending',
        '/insights/platform',
        // An admin's deletion: the appeals it cancels, the buyer's refund in Manage Users.
        '/appeals',
        '/users',
      ],
    );
  });
});
