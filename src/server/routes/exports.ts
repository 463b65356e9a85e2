/**
 * CSV exports of the tables (docs/product.md#exports): the same sort, order, search and status
 * as each list, every row they select, streamed. A bad query answers 400 before any byte of
 * the file; who may export is who may read the list. An account runs a few at once, and an export
 * has a ceiling of rows (docs/security.md#exports): beyond either, it is refused before its first
 * byte.
 */
import { pipeline, Readable } from 'node:stream';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

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
import { EXPORT_MESSAGES } from '@contract/messages';
import { EXPORTS, type ExportName } from '@contract/tables';
import { callerOf } from '../auth/access';
import { HttpError } from '../errors';
import {
  EXPORT_RUN_LEASE_SECONDS,
  endExportRun,
  renewExportRun,
  startExportRun,
} from '../services/exportRuns';
import {
  appealRows,
  atMostRows,
  type CsvCell,
  earningRows,
  type ExportSource,
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

/** A running export renews its run this often, well within the run's lease. */
const RUN_RENEWAL_MS = (EXPORT_RUN_LEASE_SECONDS * 1000) / 3;

export const exportRoutes: FastifyPluginAsync<RouteDependencies> = async (
  base,
  { config, database },
) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;
  const { exportsPerAccount, exportMaxRows } = config.limits;

  /**
   * Sends the export once one of the caller's runs is free (429 otherwise) and its rows are
   * within the ceiling (422 otherwise), both before any byte of the file. The run ends with the
   * answer, however it ends: sent, refused, the client gone, an error on the way. Answers
   * through `reply`, as a stream does: the route's handler returns at once.
   */
  function sendExport(
    request: FastifyRequest,
    reply: FastifyReply,
    name: ExportName,
    source: ExportSource,
  ): void {
    startExport(request, reply, name, source).catch((error: unknown) => reply.send(error));
  }

  async function startExport(
    request: FastifyRequest,
    reply: FastifyReply,
    name: ExportName,
    source: ExportSource,
  ): Promise<void> {
    const run = await startExportRun(db, callerOf(request).id, exportsPerAccount);
    if (!run) throw new HttpError(429, EXPORT_MESSAGES.tooManyAtOnce(exportsPerAccount));
    const { log } = request;
    // Gone already, or gone before the listeners below were there to hear it.
    const answerIsOver = () =>
      reply.raw.writableFinished || reply.raw.destroyed || request.socket.destroyed;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(renewal);
      endExportRun(db, run).catch((error: unknown) =>
        log.warn({ err: error }, 'an export run was not ended; it lapses with its lease'),
      );
    };
    const renewal = setInterval(() => {
      if (answerIsOver()) return end();
      renewExportRun(db, run).catch((error: unknown) =>
        log.warn({ err: error }, 'an export run was not renewed'),
      );
    }, RUN_RENEWAL_MS);
    renewal.unref();
    reply.raw.once('finish', end);
    reply.raw.once('close', end);
    if (answerIsOver()) return end();
    const rows = await source.count();
    if (rows > exportMaxRows) {
      throw new HttpError(422, EXPORT_MESSAGES.tooManyRows(rows, exportMaxRows));
    }
    sendCsv(reply, log, name, atMostRows(source.rows, exportMaxRows));
  }

  app.get(
    EXPORTS.payments,
    {
      config: { access: ['buyer'] },
      schema: {
        ...exportSchema('Your payment history as CSV'),
        querystring: PaymentsExportQuerySchema,
      },
    },
    (request, reply) =>
      sendExport(request, reply, 'payments', paymentRows(db, callerOf(request).id, request.query)),
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
    (request, reply) =>
      sendExport(
        request,
        reply,
        'mySubmissions',
        mySubmissionRows(db, callerOf(request).id, request.query),
      ),
  );

  app.get(
    EXPORTS.earnings,
    {
      config: { access: ['worker'] },
      schema: exportSchema('Your approved submissions and what each paid, as CSV'),
    },
    (request, reply) =>
      sendExport(request, reply, 'earnings', earningRows(db, callerOf(request).id)),
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
    (request, reply) => sendExport(request, reply, 'users', userRows(db, request.query)),
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
    (request, reply) => sendExport(request, reply, 'manageTasks', taskRows(db, request.query)),
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
    (request, reply) =>
      sendExport(request, reply, 'withdrawals', withdrawalRows(db, request.query)),
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
    (request, reply) => sendExport(request, reply, 'appeals', appealRows(db, request.query)),
  );
};
