/** Tasks: the landing page's featured tasks, the worker's task list, and the buyer's tasks. */
import { type Static, Type } from '@sinclair/typebox';

import { MAX_PAYABLE_AMOUNT, MAX_REQUIRED_WORKERS, TEXT_LIMITS } from '../constants';
import { ALERTS } from '../messages';
import { REVIEW_RULES } from '../review';
import {
  Email,
  EmailQuerySchema,
  Id,
  ignoredBecause,
  ImageUrl,
  PagedQuerySchema,
  PageFields,
  PLATFORM_PAGE_DESCRIPTION,
  text,
} from './common';
import { MinApprovalFields, tableQueryFields } from './tables';
import { BuyerReputationSchema } from './reputation';

export const TaskSchema = Type.Object({
  _id: Id,
  task_title: Type.String(),
  task_detail: Type.String(),
  required_workers: Type.Integer({ description: 'Open slots: workers still needed.' }),
  payable_amount: Type.Integer({ description: 'Coins paid per approved submission.' }),
  /** Calendar date, `YYYY-MM-DD`. */
  completion_date: Type.String({ format: 'date' }),
  submission_info: Type.String(),
  task_image_url: Type.String(),
  buyer_email: Type.String(),
  buyer_name: Type.String(),
  review_days: Type.Integer({
    description: 'Days the buyer has to review a submission before the server approves it.',
  }),
  buyer_reputation: Type.Optional(BuyerReputationSchema),
});
export type Task = Static<typeof TaskSchema>;
export const TaskListSchema = Type.Array(TaskSchema);

/** A task as public answers (the landing page) carry it: nobody's e-mail, no review terms. */
export const PublicTaskSchema = Type.Omit(TaskSchema, [
  'buyer_email',
  'review_days',
  'buyer_reputation',
]);
export type PublicTask = Static<typeof PublicTaskSchema>;
export const PublicTaskListSchema = Type.Array(PublicTaskSchema);

const editableFields = {
  task_title: text(TEXT_LIMITS.title),
  task_detail: text(TEXT_LIMITS.detail),
  submission_info: text(TEXT_LIMITS.submissionInfo),
};

export const CreateTaskBodySchema = Type.Object(
  {
    ...editableFields,
    required_workers: Type.Integer({ minimum: 1, maximum: MAX_REQUIRED_WORKERS }),
    payable_amount: Type.Integer({ minimum: 1, maximum: MAX_PAYABLE_AMOUNT }),
    completion_date: Type.String({
      format: 'date',
      pattern: '^[1-9]\\d{3}-',
      description: 'YYYY-MM-DD',
    }),
    task_image_url: ImageUrl,
    review_days: Type.Optional(
      Type.Integer({
        minimum: REVIEW_RULES.reviewDays.min,
        maximum: REVIEW_RULES.reviewDays.max,
        description: `Days to review each submission before it is approved automatically; ${REVIEW_RULES.reviewDays.default} when left out.`,
      }),
    ),
    buyer_email: Type.Optional(
      Type.String({ ...Email, ...ignoredBecause('the buyer is the signed-in caller.') }),
    ),
    buyer_name: Type.Optional(
      Type.String({
        maxLength: TEXT_LIMITS.name,
        ...ignoredBecause('the buyer is the signed-in caller.'),
      }),
    ),
  },
  {
    additionalProperties: false,
    description: `Costs required_workers × payable_amount coins, held for the task; 409 "${ALERTS.notEnoughCoin.text}" when the balance is short.`,
  },
);
export type CreateTaskBody = Static<typeof CreateTaskBodySchema>;

export const UpdateTaskBodySchema = Type.Object(editableFields, { additionalProperties: false });
export type UpdateTaskBody = Static<typeof UpdateTaskBodySchema>;

/** `GET /tasks`, the one list the spec answers as an object. */
export const TasksPageSchema = Type.Object({
  tasks: TaskListSchema,
  totalTasks: Type.Integer(),
});
export type TasksPage = Static<typeof TasksPageSchema>;

/** Deleting a task also says how many coins went back to its buyer. */
export const TaskDeleteResultSchema = Type.Object({
  deletedCount: Type.Integer(),
  refundedCoins: Type.Integer({
    description: 'Coins back to the buyer: open slots and cancelled submissions.',
  }),
});
export type TaskDeleteResult = Static<typeof TaskDeleteResultSchema>;

/** The buyer's own tasks. */
export const MyTasksQuerySchema = Type.Composite([
  EmailQuerySchema,
  PagedQuerySchema,
  Type.Object(tableQueryFields('myTasks')),
]);
export type MyTasksQuery = Static<typeof MyTasksQuerySchema>;

/** The worker's task list (`GET /tasks`): one page, sorted and filtered. */
export const OpenTasksQuerySchema = Type.Object({
  ...PageFields,
  ...tableQueryFields('openTasks'),
  ...MinApprovalFields,
});
export type OpenTasksQuery = Static<typeof OpenTasksQuerySchema>;

/** Manage Tasks: every task, one page, sorted and filtered. */
export const ManageTasksQuerySchema = Type.Object(
  { ...PageFields, ...tableQueryFields('manageTasks') },
  { description: PLATFORM_PAGE_DESCRIPTION },
);
export type ManageTasksQuery = Static<typeof ManageTasksQuerySchema>;
