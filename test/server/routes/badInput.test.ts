/**
 * Malformed input to every endpoint that takes a body, a query or path parameters, sent by
 * someone who IS allowed to call it: the answer is always a 4xx with a JSON `{ message }`,
 * naming the field when a field is wrong, and never a 500. The test also fails when an
 * endpoint that takes input (per its OpenAPI description) has no case here.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import {
  MAX_UPLOAD_BYTES,
  NOTIFICATION_MESSAGE_MAX_LENGTH,
  TEXT_LIMITS,
} from '@contract/constants';
import { UPLOAD_MESSAGES, VALIDATION_MESSAGES } from '@contract/messages';
import { TABLE_SEARCH_MAX_LENGTH } from '@contract/tables';
import { addCoins, postTaskAs, submitAs, taskBody } from '../support/market';
import { multipartBody, PNG_BYTES } from '../support/multipart';
import { isDocsRoute, registeredApiRoutes, routeKey } from '../support/registeredRoutes';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

type Role = 'newcomer' | 'worker' | 'buyer' | 'admin';

interface BadInput {
  /** `METHOD /api/path` as registered. */
  route: string;
  what: string;
  as: Role;
  request: () => InjectOptions | Promise<InjectOptions>;
  status: number;
  /** The message must match: the field's path for a validation error. */
  message: RegExp;
}

let server: TestServer;
let people: Record<Role, TestAccount>;
let taskId: string;
let submissionId: string;
let withdrawalId: string;

const UNKNOWN_ID = '7b0c7a52-2f5e-4d8a-9c61-3f0e2a9d4b11';
const MISSING = Symbol('missing');
const FIELD_ERROR = 400;

const own = (role: Role) => encodeURIComponent(people[role].email);
const fieldPath = (where: 'body' | 'querystring' | 'params', field: string) =>
  new RegExp(`${where}\\.${field.replace('.', '\\.')}\\b`);

/** [field, value (MISSING removes it), what the value is]. */
type FieldCase = readonly [string, unknown, string];

const textCases = (field: string, limit: number): FieldCase[] => [
  [field, MISSING, 'missing'],
  [field, '', 'empty'],
  [field, '   ', 'only spaces'],
  [field, 'x'.repeat(limit + 1), `longer than ${limit}`],
  [field, { text: 'nested' }, 'an object'],
  [field, 'before\u0000after', 'with a NUL character'],
  // Not turned into text: a JSON body is checked as sent.
  [field, true, 'a boolean'],
  [field, 5, 'a number'],
  [field, ['1'], 'a one-element list'],
];

const wholeNumberCases = (field: string): FieldCase[] => [
  [field, -1, 'negative'],
  [field, 1.5, 'fractional'],
  [field, 1e12, 'huge'],
  [field, 'many', 'words'],
  [field, [1, 2], 'a list'],
  // Not turned into a number: a JSON body is checked as sent.
  [field, true, 'a boolean'],
  [field, '5', 'a number as text'],
  [field, [10], 'a one-element list'],
];

/** Malformed JSON bodies of every kind, plus each field case, for one body-taking route. */
function bodyCases(
  route: string,
  as: Role,
  url: () => string,
  valid: () => Record<string, unknown>,
  fields: FieldCase[],
): BadInput[] {
  const [method] = route.split(' ') as [InjectOptions['method']];
  const raw = (
    what: string,
    payload: string | undefined,
    type: string | undefined,
    status: number,
  ) => ({
    route,
    what,
    as,
    status,
    message: /\S/,
    request: () => ({
      method,
      url: url(),
      ...(payload === undefined ? {} : { payload }),
      headers: type ? { 'content-type': type } : {},
    }),
  });
  return [
    raw('a body that is not JSON', '{"half": ', 'application/json', 400),
    raw('an empty JSON body', '', 'application/json', 400),
    raw('no body at all', undefined, undefined, 400),
    raw('a JSON list instead of an object', '[]', 'application/json', 400),
    raw('a JSON string instead of an object', '"hello"', 'application/json', 400),
    raw('JSON null', 'null', 'application/json', 400),
    raw('plain text', 'task_title=x', 'text/plain', 400),
    raw(
      'a body over 64 KiB',
      JSON.stringify({ x: 'x'.repeat(64 * 1024) }),
      'application/json',
      413,
    ),
    {
      route,
      what: 'an unknown field',
      as,
      status: FIELD_ERROR,
      message: fieldPath('body', 'favourite_colour'),
      request: () => ({ method, url: url(), payload: { ...valid(), favourite_colour: 'teal' } }),
    },
    ...fields.map(([field, value, what]) => ({
      route,
      what: `${field} ${what}`,
      as,
      status: FIELD_ERROR,
      message: fieldPath('body', field),
      request: () => {
        const payload = Object.entries({ ...valid(), [field]: value }).filter(
          ([, entry]) => entry !== MISSING,
        );
        return { method, url: url(), payload: Object.fromEntries(payload) };
      },
    })),
  ];
}

const PAGE_CASES: FieldCase[] = [
  ['page', '0', 'zero'],
  ['page', '-1', 'negative'],
  ['page', '1.5', 'fractional'],
  ['page', 'abc', 'words'],
  ['page', '1e12', 'huge'],
  ['limit', '0', 'zero'],
  ['limit', '101', 'above the page size limit'],
  ['limit', '99999999999999999999', 'beyond any integer'],
];

const EMAIL_CASES: FieldCase[] = [
  ['email', MISSING, 'missing'],
  ['email', 'not-an-email', 'not an e-mail address'],
  ['email', `${'a'.repeat(TEXT_LIMITS.email)}@example.test`, 'too long'],
  ['email', 'nul\u0000@example.test', 'with a NUL character'],
];

const DAYS_CASES: FieldCase[] = [
  ['days', '6', 'below the least'],
  ['days', '91', 'above the most'],
  ['days', '7.5', 'fractional'],
  ['days', 'month', 'words'],
];

/** Each query case on top of a valid query (`base`), for one GET route. */
function queryCases(
  route: string,
  as: Role,
  path: string,
  base: () => Record<string, string>,
  fields: FieldCase[],
): BadInput[] {
  return fields.map(([field, value, what]) => ({
    route,
    what: `query ${field} ${what}`,
    as,
    status: FIELD_ERROR,
    message: fieldPath('querystring', field),
    request: () => {
      const query = new URLSearchParams(base());
      if (value === MISSING) query.delete(field);
      else query.set(field, String(value));
      return { method: 'GET', url: `${path}?${query.toString()}` };
    },
  }));
}

/** A table's sort, order, search and (when it has one) status filter, each malformed. */
const tableCases = (withStatus: boolean): FieldCase[] => [
  ['sort', 'salary', 'not one of its sorts'],
  ['order', 'sideways', 'neither asc nor desc'],
  ['q', 'x'.repeat(TABLE_SEARCH_MAX_LENGTH + 1), `longer than ${TABLE_SEARCH_MAX_LENGTH}`],
  ['q', 'before\u0000after', 'with a NUL character'],
  ...(withStatus ? [['status', 'lost', 'not one of its statuses'] as const] : []),
];
const ownEmail = (role: Role) => () => ({ email: people[role].email });
const exportCases = (route: string, as: Role, withStatus: boolean) =>
  queryCases(route, as, route.replace(/^GET /, ''), () => ({}), tableCases(withStatus));

const pagedQuery = (route: string, as: Role, path: string, base = () => ({})) =>
  queryCases(route, as, path, base, PAGE_CASES);
const emailQuery = (route: string, as: Role, path: string) =>
  queryCases(route, as, path, () => ({ email: people[as].email }), [...EMAIL_CASES, ...PAGE_CASES]);

/** Malformed ids in the path, and a well-formed id of nothing (404). */
function idCases(
  route: string,
  as: Role,
  url: (id: string) => string,
  payload?: () => Record<string, unknown>,
): BadInput[] {
  const [method] = route.split(' ') as [InjectOptions['method']];
  const request = (id: string) => () => ({
    method,
    url: url(id),
    ...(payload ? { payload: payload() } : {}),
  });
  const malformed: [string, string][] = [
    ['not-a-uuid', 'words'],
    ['12345', 'a number'],
    [`${UNKNOWN_ID}0`, 'a uuid with one character too many'],
    ['7b0c7a52-2f5e-4d8a-9c61-3f0e2a9d4bzz', 'a uuid with letters beyond f'],
    ['%00', 'a NUL character'],
    // JSON Schema's uuid format allows the prefix; the database does not.
    [`urn:uuid:${UNKNOWN_ID}`, 'a uuid with a urn:uuid: prefix'],
  ];
  return [
    ...malformed.map(([id, what]) => ({
      route,
      what: `id ${what}`,
      as,
      status: FIELD_ERROR,
      message: fieldPath('params', 'id'),
      request: request(id),
    })),
    {
      route,
      what: 'an id of nothing',
      as,
      status: 404,
      message: /was not found/,
      request: request(UNKNOWN_ID),
    },
  ];
}

const single = (
  route: string,
  as: Role,
  what: string,
  status: number,
  message: RegExp,
  request: () => InjectOptions | Promise<InjectOptions>,
): BadInput => ({ route, what, as, status, message, request });

const literally = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const newTask = () => taskBody();
const taskEdit = () => ({
  task_title: 'New title',
  task_detail: 'New details.',
  submission_info: 'A link.',
});
const validCard = () => ({
  clientSecret: 'pi_sandbox_000000000000000000000000_secret_000000000000000000000000',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
});

const notAnImage = literally(UPLOAD_MESSAGES.notAnImage);
const missingImage = literally(UPLOAD_MESSAGES.missingImage);
const unreadableForm = literally(UPLOAD_MESSAGES.unreadableForm);
const file = (bytes: Buffer, filename: string, type: string, field?: string) => async () => ({
  method: 'POST' as const,
  url: '/api/uploads',
  ...(await multipartBody({ bytes, filename, type, field })),
});

const CASES: BadInput[] = [
  // people
  ...queryCases(
    'GET /api/user',
    'worker',
    '/api/user',
    () => ({ email: people.worker.email }),
    EMAIL_CASES,
  ),
  single(
    'GET /api/user',
    'worker',
    'query email given twice',
    FIELD_ERROR,
    fieldPath('querystring', 'email'),
    () => ({
      method: 'GET',
      url: `/api/user?email=${own('worker')}&email=${own('admin')}`,
    }),
  ),
  ...bodyCases(
    'POST /api/users',
    'newcomer',
    () => '/api/users',
    () => ({ name: 'Nia Newcomer', email: people.newcomer.email, photo: '', role: 'worker' }),
    [
      ...textCases('name', TEXT_LIMITS.name),
      ['email', MISSING, 'missing'],
      ['email', 'not-an-email', 'not an e-mail address'],
      ['email', 'someone.else@example.test', "not the signed-in account's"],
      ['photo', 'javascript:alert(1)', 'a script address'],
      ['photo', '//elsewhere.example/p.png', 'a protocol-relative address'],
      ['photo', 'ftp://files.example/p.png', 'an ftp address'],
      ['photo', `/images/${'p'.repeat(TEXT_LIMITS.url)}`, 'too long'],
      ['photo', '/uploads/before\u0000after.png', 'with a NUL character'],
      ['role', MISSING, 'missing'],
      ['role', 'admin', 'admin (nobody signs up as admin)'],
      ['role', 'boss', 'not a role'],
      ['role', ['worker', 'buyer'], 'a list'],
      ['availableCoin', { coins: 1 }, 'an object'],
    ],
  ),
  ...pagedQuery('GET /api/users', 'admin', '/api/users'),
  ...idCases(
    'PATCH /api/users/:id',
    'admin',
    (id) => `/api/users/${id}`,
    () => ({ role: 'buyer' }),
  ),
  ...bodyCases(
    'PATCH /api/users/:id',
    'admin',
    () => `/api/users/${UNKNOWN_ID}`,
    () => ({ role: 'buyer' }),
    [
      ['role', MISSING, 'missing'],
      ['role', 'boss', 'not a role'],
      ['role', 7, 'a number'],
    ],
  ),
  ...idCases('DELETE /api/users/:id', 'admin', (id) => `/api/users/${id}`),

  // tasks
  ...bodyCases('POST /api/tasks', 'buyer', () => '/api/tasks', newTask, [
    ...textCases('task_title', TEXT_LIMITS.title),
    ...textCases('task_detail', TEXT_LIMITS.detail),
    ...textCases('submission_info', TEXT_LIMITS.submissionInfo),
    ['required_workers', MISSING, 'missing'],
    ['required_workers', 0, 'zero'],
    ...wholeNumberCases('required_workers'),
    ['payable_amount', MISSING, 'missing'],
    ['payable_amount', 0, 'zero'],
    ...wholeNumberCases('payable_amount'),
    ['completion_date', MISSING, 'missing'],
    ['completion_date', 'tomorrow', 'words'],
    ['completion_date', '30/06/2030', 'in another format'],
    ['completion_date', '2030-02-30', 'a day that does not exist'],
    ['completion_date', '2030-13-01', 'a month that does not exist'],
    ['completion_date', '0999-12-31', 'before year 1000'],
    ['completion_date', '+275760-09-13', 'beyond year 9999'],
    ['completion_date', '2030-06-30T10:00:00Z', 'a timestamp'],
    ['task_image_url', MISSING, 'missing'],
    ['task_image_url', 'javascript:alert(1)', 'a script address'],
    ['task_image_url', 'not a url', 'words'],
    ['task_image_url', `/images/${'i'.repeat(TEXT_LIMITS.url)}`, 'too long'],
    ['task_image_url', '/images/a\u0000b.png', 'with a NUL character'],
    ['review_days', 0, 'zero'],
    ['review_days', 8, 'longer than a week'],
    ['review_days', 2.5, 'not whole'],
    ['review_days', '3', 'a string'],
    ['buyer_email', 'not-an-email', 'not an e-mail address'],
    ['buyer_name', 'n'.repeat(TEXT_LIMITS.name + 1), 'too long'],
  ]),
  single(
    'POST /api/tasks',
    'buyer',
    'task_title 1e309 (a number beyond JSON’s range, which would read as "Infinity")',
    FIELD_ERROR,
    fieldPath('body', 'task_title'),
    () => ({
      method: 'POST',
      url: '/api/tasks',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(newTask()).replace(/"task_title":"[^"]*"/, '"task_title":1e309'),
    }),
  ),
  ...bodyCases('PATCH /api/tasks/:id', 'buyer', () => `/api/tasks/${taskId}`, taskEdit, [
    ...textCases('task_title', TEXT_LIMITS.title),
    ...textCases('task_detail', TEXT_LIMITS.detail),
    ...textCases('submission_info', TEXT_LIMITS.submissionInfo),
    ['required_workers', 1, 'sent (slots cannot be edited)'],
  ]),
  ...idCases('PATCH /api/tasks/:id', 'buyer', (id) => `/api/tasks/${id}`, taskEdit),
  ...idCases('DELETE /api/tasks/:id', 'buyer', (id) => `/api/tasks/${id}`),
  ...idCases('GET /api/tasks/details/:id', 'worker', (id) => `/api/tasks/details/${id}`),
  ...pagedQuery('GET /api/tasks', 'worker', '/api/tasks'),
  single(
    'GET /api/tasks',
    'worker',
    'query page given twice',
    FIELD_ERROR,
    fieldPath('querystring', 'page'),
    () => ({
      method: 'GET',
      url: '/api/tasks?page=1&page=2',
    }),
  ),
  ...pagedQuery('GET /api/available-tasks', 'worker', '/api/available-tasks'),
  ...pagedQuery('GET /api/manage-tasks', 'admin', '/api/manage-tasks'),
  ...emailQuery('GET /api/my-tasks', 'buyer', '/api/my-tasks'),

  // submissions
  ...emailQuery('GET /api/submissions', 'worker', '/api/submissions'),
  ...queryCases(
    'GET /api/submissions',
    'worker',
    '/api/submissions',
    () => ({ email: people.worker.email }),
    [
      ['status', 'done', 'not a status'],
      ['status', 'cancelled', 'cancelled (never listed)'],
    ],
  ),
  ...emailQuery('GET /api/my-submissions', 'worker', '/api/my-submissions'),
  ...bodyCases(
    'POST /api/submissions',
    'worker',
    () => '/api/submissions',
    () => ({ task_id: taskId, submission_details: 'Done: https://sheets.example.test/1' }),
    [
      ['task_id', MISSING, 'missing'],
      ['task_id', 'not-a-uuid', 'not a uuid'],
      ['task_id', 42, 'a number'],
      ...textCases('submission_details', TEXT_LIMITS.submissionDetails),
      ['payable_amount', -1, 'negative'],
      ['payable_amount', 1.5, 'fractional'],
      ['payable_amount', 1e12, 'huge'],
      ['task_title', 't'.repeat(TEXT_LIMITS.title + 1), 'too long'],
      ['worker_email', 'not-an-email', 'not an e-mail address'],
      ['current_date', 'd'.repeat(65), 'too long'],
      ['status', { value: 'approved' }, 'an object'],
    ],
  ),
  single('POST /api/submissions', 'worker', 'a task id of nothing', 404, /was not found/, () => ({
    method: 'POST',
    url: '/api/submissions',
    payload: { task_id: UNKNOWN_ID, submission_details: 'Done.' },
  })),
  ...idCases(
    'PATCH /api/submissions/:id',
    'buyer',
    (id) => `/api/submissions/${id}`,
    () => ({
      action: 'approved',
    }),
  ),
  ...bodyCases(
    'PATCH /api/submissions/:id',
    'buyer',
    () => `/api/submissions/${submissionId}`,
    () => ({ action: 'reject', reason: 'Low quality', comment: 'The photos are blurred.' }),
    [
      ['action', MISSING, 'missing'],
      ['action', 'maybe', 'not an action'],
      ['action', 'approve', 'misspelt'],
      ['action', true, 'a boolean'],
      ['reason', MISSING, 'missing from a rejection'],
      ['reason', 'Because', 'not one of the reasons'],
      ['comment', MISSING, 'missing from a rejection'],
      ['comment', 'Too short', 'under 10 characters'],
      ['comment', '          .         ', 'only spaces around a dot'],
      ['comment', 'x'.repeat(1001), 'over 1000 characters'],
    ],
  ),
  ...bodyCases(
    'PATCH /api/submissions/:id',
    'buyer',
    () => `/api/submissions/${submissionId}`,
    () => ({ action: 'request_changes', note: 'Please add the second sheet.' }),
    [
      ['note', MISSING, 'missing from a request for changes'],
      ['note', 'Fix it.', 'under 10 characters'],
      ['note', 'x'.repeat(1001), 'over 1000 characters'],
      ['note', 7, 'a number'],
    ],
  ),
  ...bodyCases(
    'POST /api/submissions/:id/resubmit',
    'worker',
    () => `/api/submissions/${submissionId}/resubmit`,
    () => ({ submission_details: 'The second sheet is added.' }),
    textCases('submission_details', TEXT_LIMITS.submissionDetails),
  ),
  ...bodyCases(
    'POST /api/submissions/:id/appeal',
    'worker',
    () => `/api/submissions/${submissionId}/appeal`,
    () => ({ statement: 'The proof is in the second link.' }),
    [
      ['statement', MISSING, 'missing'],
      ['statement', '', 'empty'],
      ['statement', 'Unfair.', 'under 10 characters'],
      ['statement', 'x'.repeat(1001), 'over 1000 characters'],
      ['statement', 42, 'a number'],
    ],
  ),
  ...bodyCases(
    'POST /api/submissions/:id/appeal-answer',
    'buyer',
    () => `/api/submissions/${submissionId}/appeal-answer`,
    () => ({ decision: 'uphold', comment: 'The proof link opens nothing.' }),
    [
      ['decision', MISSING, 'missing'],
      ['decision', 'maybe', 'not a decision'],
      ['comment', MISSING, 'missing from an upheld rejection'],
      ['comment', 'No.', 'under 10 characters'],
      ['comment', 'x'.repeat(1001), 'over 1000 characters'],
    ],
  ),
  ...pagedQuery('GET /api/appeals', 'buyer', '/api/appeals'),

  // notifications
  ...emailQuery('GET /api/notifications', 'worker', '/api/notifications'),
  ...bodyCases(
    'POST /api/notifications',
    'admin',
    () => '/api/notifications',
    () => ({ message: 'Hello.', toEmail: people.worker.email }),
    [
      ...textCases('message', NOTIFICATION_MESSAGE_MAX_LENGTH),
      ['toEmail', MISSING, 'missing'],
      ['toEmail', 'not-an-email', 'not an e-mail address'],
      ['time', 't'.repeat(65), 'too long'],
    ],
  ),
  single('POST /api/notifications', 'admin', 'to nobody', 404, /was not found/, () => ({
    method: 'POST',
    url: '/api/notifications',
    payload: { message: 'Hello.', toEmail: 'nobody.here@example.test' },
  })),
  single(
    'GET /api/notifications/stream',
    'worker',
    'an oversized ticket beside a valid header',
    FIELD_ERROR,
    fieldPath('querystring', 'ticket'),
    () => ({ method: 'GET', url: `/api/notifications/stream?ticket=${'t'.repeat(129)}` }),
  ),

  // earnings
  ...emailQuery('GET /api/earnings', 'worker', '/api/earnings'),

  // balance and the charts' figures
  ...queryCases(
    'GET /api/balance',
    'worker',
    '/api/balance',
    () => ({ email: people.worker.email }),
    EMAIL_CASES,
  ),
  ...queryCases(
    'GET /api/insights/earnings',
    'worker',
    '/api/insights/earnings',
    () => ({ email: people.worker.email }),
    [...EMAIL_CASES, ...DAYS_CASES],
  ),
  ...queryCases(
    'GET /api/insights/spending',
    'buyer',
    '/api/insights/spending',
    () => ({ email: people.buyer.email }),
    [...EMAIL_CASES, ...DAYS_CASES],
  ),
  ...queryCases(
    'GET /api/insights/platform',
    'admin',
    '/api/insights/platform',
    () => ({}),
    DAYS_CASES,
  ),

  // withdrawals
  ...bodyCases(
    'POST /api/withdrawal-requests',
    'worker',
    () => '/api/withdrawal-requests',
    () => ({ withdrawal_coin: 200, payment_system: 'Bkash', account_number: '01700000000' }),
    [
      ['withdrawal_coin', MISSING, 'missing'],
      ['withdrawal_coin', 0, 'zero'],
      ...wholeNumberCases('withdrawal_coin'),
      ['withdrawal_amount', -1, 'negative'],
      ['withdrawal_amount', 'ten', 'words'],
      ['payment_system', MISSING, 'missing'],
      ['payment_system', 'PayPal', 'not one of the payment systems'],
      ['payment_system', 'bkash', 'in the wrong case'],
      ...textCases('account_number', TEXT_LIMITS.accountNumber).filter(
        ([, value]) => value !== MISSING,
      ),
      ['worker_email', 'not-an-email', 'not an e-mail address'],
      ['status', 's'.repeat(17), 'too long'],
    ],
  ),
  single(
    'POST /api/withdrawal-requests',
    'worker',
    'below the minimum',
    400,
    literally(VALIDATION_MESSAGES.minimumWithdrawal),
    () => ({
      method: 'POST',
      url: '/api/withdrawal-requests',
      payload: { withdrawal_coin: 199, payment_system: 'Bkash' },
    }),
  ),
  single(
    'POST /api/withdrawal-requests',
    'worker',
    'a dollar amount that is not coins / 20',
    400,
    /withdrawal_amount must be 10 for 200 coins/,
    () => ({
      method: 'POST',
      url: '/api/withdrawal-requests',
      payload: { withdrawal_coin: 200, withdrawal_amount: 9999, payment_system: 'Bkash' },
    }),
  ),
  single(
    'POST /api/withdrawal-requests',
    'worker',
    'more coins than the worker has',
    409,
    /You cannot withdraw more than \d+ coins\./,
    () => ({
      method: 'POST',
      url: '/api/withdrawal-requests',
      payload: { withdrawal_coin: 2_147_483_647, payment_system: 'Bkash' },
    }),
  ),
  ...pagedQuery('GET /api/withdrawal-requests', 'admin', '/api/withdrawal-requests'),
  ...queryCases('GET /api/withdrawal-requests', 'admin', '/api/withdrawal-requests', () => ({}), [
    ['status', 'paid', 'not a status'],
  ]),
  ...idCases(
    'PATCH /api/withdrawal-requests/:id',
    'admin',
    (id) => `/api/withdrawal-requests/${id}`,
    () => ({
      status: 'success',
    }),
  ),
  ...bodyCases(
    'PATCH /api/withdrawal-requests/:id',
    'admin',
    () => `/api/withdrawal-requests/${withdrawalId}`,
    () => ({ status: 'success' }),
    [
      ['status', MISSING, 'missing'],
      ['status', 'pending', 'back to pending'],
      ['status', 'SUCCESS', 'in the wrong case'],
      ['withdrawal_coin', -1, 'negative'],
      ['worker_email', 'not-an-email', 'not an e-mail address'],
    ],
  ),

  // payments
  ...bodyCases(
    'POST /api/create-payment-intent',
    'buyer',
    () => '/api/create-payment-intent',
    () => ({ price: 10 }),
    [['price', MISSING, 'missing'], ['price', 0, 'zero'], ...wholeNumberCases('price')],
  ),
  single(
    'POST /api/create-payment-intent',
    'buyer',
    'a price that is no coin package',
    400,
    /^Choose one of the coin packages: \$1, \$10, \$20, \$35\.$/,
    () => ({ method: 'POST', url: '/api/create-payment-intent', payload: { price: 7 } }),
  ),
  ...bodyCases(
    'POST /api/payments',
    'buyer',
    () => '/api/payments',
    () => ({ transactionId: 'pi_unknown' }),
    [
      ['transactionId', MISSING, 'missing'],
      ['transactionId', '', 'empty'],
      ['transactionId', 'pi bad!', 'with spaces and punctuation'],
      ['transactionId', `pi_${'x'.repeat(255)}`, 'too long'],
      ['transactionId', 'pi_\u0000', 'with a NUL character'],
      ['email', 'not-an-email', 'not an e-mail address'],
      ['price', -1, 'negative'],
      ['coins', 1.5, 'fractional'],
      ['date', 'd'.repeat(65), 'too long'],
    ],
  ),
  single('POST /api/payments', 'buyer', 'a transaction nobody made', 404, /was not found/, () => ({
    method: 'POST',
    url: '/api/payments',
    payload: { transactionId: 'pi_sandbox_unknown' },
  })),
  single('POST /api/payments', 'buyer', "someone else's e-mail", 403, /your own account/, () => ({
    method: 'POST',
    url: '/api/payments',
    payload: { transactionId: 'pi_sandbox_unknown', email: 'someone.else@example.test' },
  })),
  ...queryCases('GET /api/payments', 'buyer', '/api/payments', () => ({}), [
    ['email', 'not-an-email', 'not an e-mail address'],
    ...PAGE_CASES,
  ]),
  ...bodyCases(
    'POST /api/sandbox/payment-intents/confirm',
    'buyer',
    () => '/api/sandbox/payment-intents/confirm',
    validCard,
    [
      ['clientSecret', MISSING, 'missing'],
      ['clientSecret', '', 'empty'],
      ['clientSecret', `pi_${'s'.repeat(255)}`, 'too long'],
      ['clientSecret', 'pi_\u0000_secret_x', 'with a NUL character'],
      ['cardNumber', MISSING, 'missing'],
      ['cardNumber', '4'.repeat(33), 'too long'],
      ['cardNumber', { number: '4242' }, 'an object'],
      ['expiry', 'e'.repeat(17), 'too long'],
      ['cvc', 'c'.repeat(9), 'too long'],
    ],
  ),
  single(
    'POST /api/sandbox/payment-intents/confirm',
    'buyer',
    'an intent nobody created',
    404,
    /not found/,
    () => ({
      method: 'POST',
      url: '/api/sandbox/payment-intents/confirm',
      payload: validCard(),
    }),
  ),

  // uploads
  single(
    'POST /api/uploads',
    'worker',
    'text named .png',
    415,
    notAnImage,
    file(Buffer.from('just text, honestly'), 'photo.png', 'image/png'),
  ),
  single(
    'POST /api/uploads',
    'worker',
    'an SVG (scripts inside)',
    415,
    notAnImage,
    file(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ),
  ),
  single(
    'POST /api/uploads',
    'worker',
    'an HTML page named .jpg',
    415,
    notAnImage,
    file(Buffer.from('<!doctype html><title>x</title>'), 'x.jpg', 'image/jpeg'),
  ),
  single(
    'POST /api/uploads',
    'worker',
    'an empty file',
    415,
    notAnImage,
    file(Buffer.alloc(0), 'empty.png', 'image/png'),
  ),
  single(
    'POST /api/uploads',
    'worker',
    'the image in another field',
    400,
    missingImage,
    file(PNG_BYTES, 'photo.png', 'image/png', 'photo'),
  ),
  single(
    'POST /api/uploads',
    'worker',
    'a file over the size limit',
    413,
    /larger than/,
    file(Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES)]), 'big.png', 'image/png'),
  ),
  single('POST /api/uploads', 'worker', 'JSON instead of a form', 400, missingImage, () => ({
    method: 'POST',
    url: '/api/uploads',
    payload: { image: 'data:image/png;base64,AAAA' },
  })),
  single('POST /api/uploads', 'worker', 'no body at all', 400, missingImage, () => ({
    method: 'POST',
    url: '/api/uploads',
  })),
  single('POST /api/uploads', 'worker', 'a form with no boundary', 400, unreadableForm, () => ({
    method: 'POST',
    url: '/api/uploads',
    payload: 'image=x',
    headers: { 'content-type': 'multipart/form-data' },
  })),
  single(
    'POST /api/uploads',
    'worker',
    'a form cut off in the middle',
    400,
    unreadableForm,
    () => ({
      method: 'POST',
      url: '/api/uploads',
      payload:
        '--edge\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
      headers: { 'content-type': 'multipart/form-data; boundary=edge' },
    }),
  ),
  single(
    'GET /api/uploads/:name',
    'worker',
    'a path that climbs out of the folder',
    FIELD_ERROR,
    fieldPath('params', 'name'),
    () => ({
      method: 'GET',
      url: '/api/uploads/..%2F..%2Fetc%2Fpasswd',
    }),
  ),
  single(
    'GET /api/uploads/:name',
    'worker',
    'a name that is no stored image',
    FIELD_ERROR,
    fieldPath('params', 'name'),
    () => ({
      method: 'GET',
      url: '/api/uploads/photo.svg',
    }),
  ),
  single(
    'GET /api/uploads/:name',
    'worker',
    'an image that is not there',
    404,
    /was not found/,
    () => ({
      method: 'GET',
      url: `/api/uploads/${'0'.repeat(32)}.png`,
    }),
  ),

  // the tables' sorts and filters, on their lists and their CSV exports
  ...queryCases('GET /api/users', 'admin', '/api/users', () => ({}), tableCases(true)),
  ...queryCases('GET /api/tasks', 'worker', '/api/tasks', () => ({}), [
    ...tableCases(false),
    ['min_approval', 101, 'above 100'],
    ['min_approval', -1, 'negative'],
    ['min_approval', 'high', 'words'],
  ]),
  ...queryCases(
    'GET /api/manage-tasks',
    'admin',
    '/api/manage-tasks',
    () => ({}),
    tableCases(true),
  ),
  ...queryCases('GET /api/my-tasks', 'buyer', '/api/my-tasks', ownEmail('buyer'), tableCases(true)),
  ...queryCases(
    'GET /api/my-submissions',
    'worker',
    '/api/my-submissions',
    ownEmail('worker'),
    tableCases(true),
  ),
  ...queryCases('GET /api/appeals', 'buyer', '/api/appeals', () => ({}), tableCases(false)),
  ...queryCases(
    'GET /api/payments',
    'buyer',
    '/api/payments',
    ownEmail('buyer'),
    tableCases(false),
  ),
  ...queryCases(
    'GET /api/withdrawal-requests',
    'admin',
    '/api/withdrawal-requests',
    () => ({}),
    tableCases(true),
  ),
  ...exportCases('GET /api/exports/payments.csv', 'buyer', false),
  ...exportCases('GET /api/exports/my-submissions.csv', 'worker', true),
  ...exportCases('GET /api/exports/users.csv', 'admin', true),
  ...exportCases('GET /api/exports/manage-tasks.csv', 'admin', true),
  ...exportCases('GET /api/exports/withdrawals.csv', 'admin', true),
  ...exportCases('GET /api/exports/appeals.csv', 'admin', false),
];

beforeAll(async () => {
  server = await createTestServer();
  const [newcomer, worker, buyer, admin] = await Promise.all([
    server.createAccount('Nia Newcomer'),
    server.createUser('worker', 'Wes Worker'),
    server.createUser('buyer', 'Bianca Buyer'),
    server.createUser('admin', 'Abel Admin'),
  ]);
  people = { newcomer, worker, buyer, admin };
  await addCoins(server.database.db, buyer.user._id, 1000);
  await addCoins(server.database.db, worker.user._id, 1000);
  taskId = await postTaskAs(server, buyer, { required_workers: 5 });
  submissionId = await submitAs(server, worker, taskId);
  const withdrawal = await server.call(worker, {
    method: 'POST',
    url: '/api/withdrawal-requests',
    payload: { withdrawal_coin: 200, payment_system: 'Rocket' },
  });
  withdrawalId = withdrawal.json<{ insertedId: string }>().insertedId;
});
afterAll(() => server.close());

function answerOf(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return response.body;
  }
}

describe('malformed input is a 4xx naming the field, never a 500', () => {
  test.each(CASES.map((input) => [input.route, input.what, input] as const))(
    '%s: %s',
    async (_route, _what, input) => {
      const response = await server.call(people[input.as], await input.request());
      expect({ status: response.statusCode, answer: answerOf(response) }).toEqual({
        status: input.status,
        answer: { message: expect.stringMatching(input.message) },
      });
    },
  );
});

test('every endpoint that takes a body, a query or path parameters has cases here', async () => {
  const document = server.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
  };
  const takesInput = registeredApiRoutes(server.app)
    .filter((route) => !isDocsRoute(route))
    .filter((route) => {
      const operation =
        document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      return Boolean(operation?.requestBody) || (operation?.parameters?.length ?? 0) > 0;
    })
    .map(routeKey);
  const covered = new Set(CASES.map((input) => input.route));
  expect(takesInput.length).toBeGreaterThan(20);
  expect(takesInput.filter((route) => !covered.has(route))).toEqual([]);
  expect(covered.has('POST /api/uploads')).toBe(true);
});
