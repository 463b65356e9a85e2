/**
 * CSV exports of the tables (docs/product.md#exports): the same sort, order, search and status
 * as each list, every row they select, streamed. A bad query answers 400 before any byte of
 * the file; who may export is who may read the list.
 */
import { pipeline, Readable } from 'node:stream';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';

import { EXPORT_FILE_NAMES, EXPORT_HEADERS } from '@contract/copy/exports';
import {
  AppealsExportQuerySchema,
  CSV_FILE_DESCRIPTION,
  ManageTasksExportQuerySchema,
  MySubmissionsExportQuerySchema,
  PaymentsExportQuerySchema,
  UsersExportQuerySchema,
  WithdrawalsExportQuerySchema,
} from '@contract/schemas/exports';
import { EXPORTS, type ExportName } from '@contract/tables';
import { callerOf } from '../auth/access';
import {
  appealRows,
  type CsvCell,
  earningRows,
  mySubmissionRows,
  paymentRows,
  taskRows,
  userRows,
  withdrawalRows,
} from '../services/exports';
import type { RouteDependencies } from './index';
import { errorResponses, signedIn } from './schemas';

const exportSchema = (summary: string) => ({
  tags: ['exports'],
  summary,
  description: CSV_FILE_DESCRIPTION,
  ...signedIn,
  response: errorResponses,
});

/** `<name>-YYYY-MM-DD.csv`, the day it was made (UTC). */
function fileNameOf(name: ExportName): string {
  return `${EXPORT_FILE_NAMES[name]}-${new Date().toISOString().slice(0, 10)}.csv`;
}

function sendCsv(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  name: ExportName,
  rows: AsyncIterable<CsvCell[]>,
): void {
  const csv = stringify({
    header: true,
    columns: Object.values(EXPORT_HEADERS[name]),
    // OWASP's CSV injection rule: a leading =, +, -, @, tab or carriage return gets a quote.
    escape_formulas: true,
  });
  pipeline(Readable.from(rows), csv, (error) => {
    if (error) log.warn({ err: error }, 'a CSV export stopped');
  });
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileNameOf(name)}"`)
    .send(csv);
}

export const exportRoutes: FastifyPluginAsync<RouteDependencies> = async (base, { database }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.get(
    EXPORTS.payments,
    {
      config: { access: ['buyer'] },
      schema: {
        ...exportSchema('Your payment history as CSV'),
        querystring: PaymentsExportQuerySchema,
      },
    },
    (request, reply) => {
      sendCsv(reply, request.log, 'payments', paymentRows(db, callerOf(request).id, request.query));
    },
  );

  app.get(
    EXPORTS.mySubmissions,
    {
      config: { access: ['worker'] },
      schema: {
        ...exportSchema('Your submissions as CSV'),
        querystring: MySubmissionsExportQuerySchema,
      },
    },
    (request, reply) => {
      sendCsv(
        reply,
        request.log,
        'mySubmissions',
        mySubmissionRows(db, callerOf(request).id, request.query),
      );
    },
  );

  app.get(
    EXPORTS.earnings,
    {
      config: { access: ['worker'] },
      schema: exportSchema('Your approved submissions and what each paid, as CSV'),
    },
    (request, reply) => {
      sendCsv(reply, request.log, 'earnings', earningRows(db, callerOf(request).id));
    },
  );

  app.get(
    EXPORTS.users,
    {
      config: { access: ['admin'] },
      schema: {
        ...exportSchema('Every user as CSV'),
        querystring: UsersExportQuerySchema,
      },
    },
    (request, reply) => {
      sendCsv(reply, request.log, 'users', userRows(db, request.query));
    },
  );

  app.get(
    EXPORTS.manageTasks,
    {
      config: { access: ['admin'] },
      schema: {
        ...exportSchema('Every task as CSV'),
        querystring: ManageTasksExportQuerySchema,
      },
    },
    (request, reply) => {
      sendCsv(reply, request.log, 'manageTasks', taskRows(db, request.query));
    },
  );

  app.get(
    EXPORTS.withdrawals,
    {
      config: { access: ['admin'] },
      schema: {
        ...exportSchema('Every withdrawal request as CSV, newest first by default'),
        querystring: WithdrawalsExportQuerySchema,
      },
    },
    (request, reply) => {
      sendCsv(reply, request.log, 'withdrawals', withdrawalRows(db, request.query));
    },
  );

  app.get(
    EXPORTS.appeals,
    {
      config: { access: ['admin'] },
      schema: {
        ...exportSchema('Every open appeal as CSV'),
        querystring: AppealsExportQuerySchema,
      },
    },
    (request, reply) => {
      sendCsv(reply, request.log, 'appeals', appealRows(db, request.query));
    },
  );
};
