/**
 * Manage Tasks (docs/product.md#manage-tasks): every task with its buyer, open slots and pay, a
 * page at a time from the server, and a delete icon that asks first. The heading counts all tasks.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';

import { coinsText, countText } from '@contract/copy/lists';
import { MANAGE_TASKS_COPY as COPY } from '@contract/copy/tasks';
import type { Task } from '@contract/schemas/tasks';
import { PagedList, useTablePage } from '@app/components/table/PagedList';
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
        <Tooltip title={deleteLabel}>
          <IconButton aria-label={deleteLabel} color="error" onClick={() => onDelete(task)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </StackedCell>
    </TableRow>
  );
}

interface TasksTableProps {
  tasks: Task[];
  onDelete: (task: Task) => void;
  busy: boolean;
}

function TasksTable({ tasks, onDelete, busy }: TasksTableProps) {
  return (
    <TablePanel busy={busy}>
      <StackedTable aria-label={COPY.table}>
        <TableHead>
          <TableRow>
            <TableCell>{COPY.columns.task}</TableCell>
            <TableCell>{COPY.columns.buyerEmail}</TableCell>
            <TableCell align="right">{COPY.columns.requiredWorker}</TableCell>
            <TableCell align="right">{COPY.columns.payableAmount}</TableCell>
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
  const list = useGetManageTasksQuery(useTablePage());
  const [deleting, setDeleting] = useState<Task | null>(null);
  return (
    <>
      {heading(list.data?.total)}
      <PagedList list={list} copy={COPY} skeleton={{ rows: 5, rowHeight: 64 }}>
        {(tasks, busy) => <TasksTable tasks={tasks} onDelete={setDeleting} busy={busy} />}
      </PagedList>
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
