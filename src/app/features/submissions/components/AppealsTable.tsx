/**
 * The open appeals (docs/money.md#the-submission-lifecycle): a buyer's, of work for their tasks, on
 * Buyer Home, and everyone's, with the buyer, on the admin's Appeals screen. Each row says why the
 * work was rejected, what the worker answered and how long is left to answer; the work is paid
 * (after a confirmation) or the rejection upheld with a comment. One answer per row: while it
 * travels the row's buttons wait, and an answered row leaves the list when the list refetches.
 * The list is paged on the server, the most urgent first.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useRef, useState } from 'react';

import { COMMON_COPY } from '@contract/copy/common';
import { coinsText } from '@contract/copy/lists';
import { APPEALS_COPY as COPY } from '@contract/copy/submissions';
import type { AppealDecision, Role } from '@contract/entities';
import type { AnswerAppealBody, Submission } from '@contract/schemas/submissions';
import { lazyPopup } from '@app/components/lazyPopup';
import { WorkerReputation } from '@app/components/reputation/WorkerReputation';
import { notifyError, notifySuccess } from '@app/components/notify';
import { SORT_COLUMN_LABELS, TABLES_COPY } from '@contract/copy/tables';
import type { SortKeyOf } from '@contract/tables';
import { ExportButton } from '@app/components/table/ExportButton';
import { PagedList, useTablePage } from '@app/components/table/PagedList';
import { SortableHeaderCell } from '@app/components/table/SortableHeaderCell';
import { sortChoicesOf, TableFilters } from '@app/components/table/TableFilters';
import { type TableParams, useTableParams } from '@app/hooks/useTableParams';
import { StackedCell, StackedTable } from '@app/components/table/StackedTable';
import { TablePanel } from '@app/components/table/TablePanel';
import { formatDateTime } from '@app/format/dates';
import { useReaderTimeZone } from '@app/session/serverRenderedPage';
import { formatTimeLeft } from '@app/format/timeLeft';
import { useNow } from '@app/hooks/useNow';
import { requestErrorMessage } from '@app/store/requestError';
import { useAnswerAppealMutation, useGetAppealsQuery } from '../api/submissionsApi';
import type { PayWorkerDialogProps } from './PayWorkerDialog';
import type { UpholdDialogProps } from './UpholdDialog';

/** The dialogs load when an answer is first started. */
const PayWorkerDialog = lazyPopup<PayWorkerDialogProps>(() =>
  import(/* webpackChunkName: "pay-worker-dialog" */ './PayWorkerDialog').then(
    (module) => module.PayWorkerDialog,
  ),
);
const UpholdDialog = lazyPopup<UpholdDialogProps>(() =>
  import(/* webpackChunkName: "uphold-dialog" */ './UpholdDialog').then(
    (module) => module.UpholdDialog,
  ),
);

/** Who answers: a buyer (their own tasks' appeals) or an admin (everyone's, with the buyer). */
export type AppealsViewer = Extract<Role, 'buyer' | 'admin'>;

/** A long text cell: on a phone it takes the card's whole width, below its column's name. */
const WIDE_ON_PHONES = {
  flex: { xs: '1 1 100%', sm: 'initial' },
  textAlign: 'left',
  minWidth: 0,
  overflowWrap: 'anywhere',
} as const;

const SECONDARY = { color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' };

/** The time left to answer (null: any moment now), or undefined without a deadline. */
function timeLeftOf(deadline: string | null, now: Date): string | null | undefined {
  if (deadline === null) return undefined;
  const date = new Date(deadline);
  return Number.isNaN(date.getTime()) ? undefined : formatTimeLeft(date, now);
}

/** How long is left to answer; the exact moment on hover. */
function TimeLeft({ deadline, left }: { deadline: string; left: string | null }) {
  const timeZone = useReaderTimeZone();
  return (
    <time dateTime={deadline} title={formatDateTime(deadline, timeZone)}>
      {left === null ? COPY.decidedSoon : COPY.answerWithin(left)}
    </time>
  );
}

/** One answer at a time, sent once: the decision on its way, and whether the row is settled. */
function useAppealAnswer(appealId: string) {
  const [answerAppeal] = useAnswerAppealMutation();
  // A second press before the first has re-rendered the row must not send a second answer.
  const inFlight = useRef(false);
  const [sending, setSending] = useState<AppealDecision | null>(null);
  const [answered, setAnswered] = useState(false);

  const answer = async (body: AnswerAppealBody) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(body.decision);
    try {
      await answerAppeal({ id: appealId, ...body }).unwrap();
      setAnswered(true);
      notifySuccess(body.decision === 'pay_worker' ? COPY.paid : COPY.upheld);
    } catch (error) {
      inFlight.current = false;
      notifyError(requestErrorMessage(error, COMMON_COPY.requestFailed), COPY.failed);
    } finally {
      setSending(null);
    }
  };

  return { sending, waiting: sending !== null || answered, answer };
}

interface AppealRowProps {
  appeal: Submission;
  viewer: AppealsViewer;
}

function AppealRow({ appeal, viewer }: AppealRowProps) {
  const { sending, waiting, answer } = useAppealAnswer(appeal._id);
  const [dialog, setDialog] = useState<AppealDecision | null>(null);
  const now = useNow();
  const deadline = appeal.appeal_answer_deadline;
  const left = timeLeftOf(deadline, now);
  // docs/money.md#the-submission-lifecycle: once the time to answer is up the appeal is decided
  // for the worker; only an admin may still uphold.
  const tooLateToUphold = viewer === 'buyer' && left === null;

  const pay = (comment: string | undefined) => {
    setDialog(null);
    void answer(comment ? { decision: 'pay_worker', comment } : { decision: 'pay_worker' });
  };
  const uphold = (comment: string) => {
    setDialog(null);
    void answer({ decision: 'uphold', comment });
  };

  return (
    <TableRow aria-busy={sending !== null}>
      <StackedCell label={COPY.task}>
        <Box>
          <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{appeal.task_title}</Box>
          <Box sx={SECONDARY}>{coinsText(appeal.payable_amount)}</Box>
        </Box>
      </StackedCell>
      <StackedCell label={COPY.worker}>
        <Box>
          <Box>{appeal.worker_name}</Box>
          <Box sx={SECONDARY}>{appeal.worker_email}</Box>
          {appeal.worker_reputation && <WorkerReputation reputation={appeal.worker_reputation} />}
        </Box>
      </StackedCell>
      {viewer === 'admin' && (
        <StackedCell label={COPY.buyer}>
          <Box>
            <Box>{appeal.buyer_name}</Box>
            <Box sx={SECONDARY}>{appeal.buyer_email}</Box>
          </Box>
        </StackedCell>
      )}
      <StackedCell label={COPY.reason}>
        <Box sx={WIDE_ON_PHONES}>
          {appeal.rejection_reason !== null && (
            <Box sx={{ fontWeight: 500 }}>{appeal.rejection_reason}</Box>
          )}
          {appeal.rejection_comment && (
            <Box sx={{ ...SECONDARY, whiteSpace: 'pre-line' }}>{appeal.rejection_comment}</Box>
          )}
        </Box>
      </StackedCell>
      <StackedCell label={COPY.statement}>
        <Box sx={{ ...WIDE_ON_PHONES, whiteSpace: 'pre-line' }}>{appeal.appeal_statement}</Box>
      </StackedCell>
      <StackedCell label={COPY.timeLeft} sx={{ typography: 'body2' }}>
        {deadline !== null && left !== undefined && <TimeLeft deadline={deadline} left={left} />}
      </StackedCell>
      <StackedCell label={COPY.action} align="right">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="contained"
            color="success"
            disabled={waiting}
            loading={sending === 'pay_worker'}
            onClick={() => setDialog('pay_worker')}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {COPY.payWorker}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={waiting || tooLateToUphold}
            loading={sending === 'uphold'}
            onClick={() => setDialog('uphold')}
          >
            {COPY.uphold}
          </Button>
        </Box>
        <PayWorkerDialog
          open={dialog === 'pay_worker'}
          coins={coinsText(appeal.payable_amount)}
          workerName={appeal.worker_name}
          taskTitle={appeal.task_title}
          onCancel={() => setDialog(null)}
          onPay={pay}
        />
        <UpholdDialog
          open={dialog === 'uphold'}
          workerName={appeal.worker_name}
          taskTitle={appeal.task_title}
          onCancel={() => setDialog(null)}
          onUphold={uphold}
        />
      </StackedCell>
    </TableRow>
  );
}

const SORT_LABELS: Record<SortKeyOf<'appeals'>, string> = {
  title: COPY.task,
  worker: COPY.worker,
  pay: SORT_COLUMN_LABELS.pay,
  appealed: SORT_COLUMN_LABELS.appealed,
  answerBy: COPY.timeLeft,
};

interface AppealsRowsProps {
  table: TableParams<'appeals'>;
  appeals: readonly Submission[];
  viewer: AppealsViewer;
  busy: boolean;
}

function AppealsRows({ table, appeals, viewer, busy }: AppealsRowsProps) {
  return (
    <TablePanel busy={busy}>
      <StackedTable aria-label={COPY.table}>
        <TableHead>
          <TableRow>
            <SortableHeaderCell table={table} sortKey="title">
              {COPY.task}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="worker">
              {COPY.worker}
            </SortableHeaderCell>
            {viewer === 'admin' && <TableCell>{COPY.buyer}</TableCell>}
            <TableCell>{COPY.reason}</TableCell>
            <TableCell>{COPY.statement}</TableCell>
            <SortableHeaderCell table={table} sortKey="answerBy">
              {COPY.timeLeft}
            </SortableHeaderCell>
            <TableCell align="right">{COPY.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {appeals.map((appeal) => (
            <AppealRow key={appeal._id} appeal={appeal} viewer={viewer} />
          ))}
        </TableBody>
      </StackedTable>
    </TablePanel>
  );
}

export function AppealsTable({ viewer }: { viewer: AppealsViewer }) {
  const table = useTableParams('appeals');
  const list = useGetAppealsQuery({ ...useTablePage(), ...table.query });
  const copy = {
    loading: COPY.loading,
    loadFailed: COPY.loadFailed,
    empty: viewer === 'admin' ? COPY.adminEmpty : COPY.empty,
  };
  return (
    <>
      <TableFilters
        table={table}
        searchLabel={TABLES_COPY.search}
        sortChoices={sortChoicesOf<'appeals'>(SORT_LABELS)}
        actions={viewer === 'admin' && <ExportButton name="appeals" query={table.query} />}
      />
      <PagedList list={list} copy={copy} skeleton={{ rows: 3, rowHeight: 72 }} filters={table}>
        {(appeals, busy) => (
          <AppealsRows table={table} appeals={appeals} viewer={viewer} busy={busy} />
        )}
      </PagedList>
    </>
  );
}
