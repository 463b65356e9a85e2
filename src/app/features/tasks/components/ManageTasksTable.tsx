/**
 * Manage Tasks (docs/product.md#manage-tasks): every task with its buyer, open slots and pay, a
 * page at a time from the server, and a delete icon that asks first. The heading counts all tasks.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useState } from 'react';

import { coinsText, countText } from '@contract/copy/lists';
import { MANAGE_TASKS_COPY as COPY } from '@contract/copy/tasks';
import type { Task } from '@contract/schemas/tasks';
import { SORT_COLUMN_LABELS, TABLES_COPY, TASK_FILL_STATUS_LABELS } from '@contract/copy/tables';
import type { SortKeyOf } from '@contract/tables';
import { TooltipIconButton } from '@app/components/TooltipIconButton';
import { ExportButton } from '@app/components/table/ExportButton';
import { PagedList, useTablePage } from '@app/components/table/PagedList';
import { SortableHeaderCell } from '@app/components/table/SortableHeaderCell';
import { sortChoicesOf, TableFilters } from '@app/components/table/TableFilters';
import { tablePageOf } from '@app/components/table/tablePage';
import { type TableParams, useTableParams } from '@app/hooks/useTableParams';
import { StackedCell, StackedTable } from '@app/components/table/StackedTable';
import { TablePanel } from '@app/components/table/TablePanel';
import { useGetManageTasksQuery } from '../api/tasksApi';
import { DeleteTaskDialog } from './DeleteTaskDialog';

interface ManageTasksTableProps {
  /** The screen's heading, given the number of tasks once it is known. */
  heading: (total: number | undefined) => ReactNode;
}

function TaskRow({ task, onDelete }: { task: Task; onDelete: (task: Task) => void }) {
  const deleteLabel = COPY.deleteTask(task.task_title);
  return (
    <TableRow>
      <StackedCell label={COPY.columns.task}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar src={task.task_image_url} alt="" variant="rounded" />
          <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere', textAlign: 'left' }}>
            {task.task_title}
          </Box>
        </Box>
      </StackedCell>
      <StackedCell label={COPY.columns.buyerEmail} sx={{ overflowWrap: 'anywhere' }}>
        {task.buyer_email}
      </StackedCell>
      <StackedCell label={COPY.columns.requiredWorker} align="right">
        {countText(task.required_workers)}
      </StackedCell>
      <StackedCell label={COPY.columns.payableAmount} align="right" sx={{ whiteSpace: 'nowrap' }}>
        {coinsText(task.payable_amount)}
      </StackedCell>
      <StackedCell label={COPY.columns.action} align="right">
        <TooltipIconButton label={deleteLabel} color="error" onClick={() => onDelete(task)}>
          <DeleteIcon />
        </TooltipIconButton>
      </StackedCell>
    </TableRow>
  );
}

const SORT_LABELS: Record<SortKeyOf<'manageTasks'>, string> = {
  title: COPY.columns.task,
  buyer: COPY.columns.buyerEmail,
  workers: COPY.columns.requiredWorker,
  pay: COPY.columns.payableAmount,
  deadline: SORT_COLUMN_LABELS.deadline,
  posted: SORT_COLUMN_LABELS.posted,
};

interface TasksTableProps {
  table: TableParams<'manageTasks'>;
  tasks: Task[];
  onDelete: (task: Task) => void;
  busy: boolean;
}

function TasksTable({ table, tasks, onDelete, busy }: TasksTableProps) {
  return (
    <TablePanel busy={busy}>
      <StackedTable aria-label={COPY.table}>
        <TableHead>
          <TableRow>
            <SortableHeaderCell table={table} sortKey="title">
              {COPY.columns.task}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="buyer">
              {COPY.columns.buyerEmail}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="workers" align="right">
              {COPY.columns.requiredWorker}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="pay" align="right">
              {COPY.columns.payableAmount}
            </SortableHeaderCell>
            <TableCell align="right">{COPY.columns.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.map((task) => (
            <TaskRow key={task._id} task={task} onDelete={onDelete} />
          ))}
        </TableBody>
      </StackedTable>
    </TablePanel>
  );
}

export function ManageTasksTable({ heading }: ManageTasksTableProps) {
  const table = useTableParams('manageTasks');
  const list = useGetManageTasksQuery({ ...useTablePage(), ...table.query });
  // The heading counts them all: under a filter, the unfiltered first page's total.
  const everyone = useGetManageTasksQuery(tablePageOf(new URLSearchParams()), {
    skip: !table.filtered,
  });
  const total = table.filtered ? everyone.data?.total : list.data?.total;
  const [deleting, setDeleting] = useState<Task | null>(null);
  return (
    <>
      {heading(total)}
      <TableFilters
        table={table}
        searchLabel={TABLES_COPY.search}
        statusLabels={TASK_FILL_STATUS_LABELS}
        sortChoices={sortChoicesOf<'manageTasks'>(SORT_LABELS)}
        actions={<ExportButton name="manageTasks" query={table.query} />}
      />
      <PagedList list={list} copy={COPY} skeleton={{ rows: 5, rowHeight: 64 }} filters={table}>
        {(tasks, busy) => (
          <TasksTable table={table} tasks={tasks} onDelete={setDeleting} busy={busy} />
        )}
      </PagedList>
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
