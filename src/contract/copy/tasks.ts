/**
 * The texts of the task screens (docs/product.md#routes): Add New Task and My Tasks for the buyer,
 * the Tasks List and Task Details for the worker, Manage Tasks for the admin.
 */
import { countText } from './lists';

export const TASK_FORM_COPY = {
  title: 'Task Title',
  detail: 'Task Details',
  requiredWorkers: 'Required Workers',
  payableAmount: 'Payable Amount',
  payableAmountHelp: 'Coins paid to each worker whose work you approve',
  completionDate: 'Completion Date',
  submissionInfo: 'Submission Info',
  submissionInfoHelp: 'What workers must send you as proof, e.g. a screenshot',
  reviewDays: 'Review window (days)',
  reviewDaysHelp: 'Work you have not reviewed by then is approved and paid automatically',
  photo: 'Photo',
  choosePhoto: 'Choose a photo',
  changePhoto: 'Choose another photo',
  photoPreview: 'Preview of the task photo',
  uploadingPhoto: 'Uploading the task photo',
  totalCost: 'Total cost',
  balance: 'Your balance',
  submit: 'Add Task',
  notEnoughPurchase: 'Purchase Coin',
  notEnoughClose: 'Not now',
} as const;

export const MY_TASKS_COPY = {
  task: 'Task',
  completionDate: 'Completion Date',
  action: 'Action',
  edit: (title: string) => `Edit ${title}`,
  delete: (title: string) => `Delete ${title}`,
  loading: 'Loading your tasks',
  empty: 'You have not posted any tasks yet.',
  addFirst: 'Add a task',
  loadFailed: 'Your tasks could not be loaded.',
  editTitle: 'Edit task',
  editFields: {
    title: 'Title',
    detail: 'Details',
    submissionInfo: 'Submission Info',
  },
  update: 'Update Task',
  cancel: 'Cancel',
  deleteTitle: (title: string) => `Delete “${title}”?`,
} as const;

export const TASKS_LIST_COPY = {
  empty: 'No task needs workers right now. Please check back soon.',
  loadFailed: 'The tasks could not be loaded.',
  details: 'View Details',
  detailsOf: (title: string) => `View Details: ${title}`,
  buyer: (name: string) => `by ${name}`,
  completeBy: (date: string) => `Complete by ${date}`,
  workersNeeded: (count: number) =>
    count === 1 ? '1 worker needed' : `${count.toLocaleString('en-US')} workers needed`,
} as const;

export const TASK_DETAILS_COPY = {
  requiredWorkers: 'Required workers',
  payableAmount: 'Payable amount',
  completionDate: 'Completion date',
  submissionInfo: 'Submission info',
  picture: (title: string) => `Picture of ${title}`,
  buyerName: 'Buyer name',
  buyerEmail: 'Buyer email',
  submitHeading: 'Submit your work',
  submissionDetails: 'Submission Details',
  submit: 'Submit Work',
  notFound: 'Task not found',
  notFoundText: 'This task does not exist, or it has been deleted.',
  loadFailed: 'The task could not be loaded.',
  back: 'Back',
} as const;

export const MANAGE_TASKS_COPY = {
  heading: (count: number) => `Manage Tasks (${countText(count)})`,
  table: 'Tasks',
  columns: {
    task: 'Task',
    buyerEmail: 'Buyer Email',
    requiredWorker: 'Required Worker',
    payableAmount: 'Payable Amount',
    action: 'Action',
  },
  deleteTask: (title: string) => `Delete ${title}`,
  loading: 'Loading the tasks',
  empty: 'There are no tasks.',
  loadFailed: 'The tasks could not be loaded.',
} as const;
