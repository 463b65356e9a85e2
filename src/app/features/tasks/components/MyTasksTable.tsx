/**
 * My Tasks (docs/product.md#my-tasks): the buyer's tasks with their completion dates, an edit icon
 * that opens the edit modal and a delete icon that asks first.
 */
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { COMMON_COPY } from '@contract/copy/common';
import { MY_TASKS_COPY as COPY } from '@contract/copy/tasks';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { TASK_THUMBNAIL_PX } from '@app/theme/dashboardDimensions';
import type { Task } from '@contract/schemas/tasks';
import { TooltipIconButton } from '@app/components/TooltipIconButton';
import { EmptyState } from '@app/components/status/EmptyState';
import { LoadFailed } from '@app/components/status/LoadFailed';
import { LoadingSkeleton } from '@app/components/status/LoadingSkeleton';
import { SORT_COLUMN_LABELS, TABLES_COPY, TASK_FILL_STATUS_LABELS } from '@contract/copy/tables';
import type { SortKeyOf } from '@contract/tables';
import { NoMatches } from '@app/components/table/PagedList';
import { SortableHeaderCell } from '@app/components/table/SortableHeaderCell';
import { StackedCell, StackedTable } from '@app/components/table/StackedTable';
import { sortChoicesOf, TableFilters } from '@app/components/table/TableFilters';
import { type TableParams, useTableParams } from '@app/hooks/useTableParams';
import { lazyPopup } from '@app/components/lazyPopup';
import { TablePanel } from '@app/components/table/TablePanel';
import { formatCalendarDate } from '@app/format/dates';
import { useGetMyTasksQuery } from '../api/tasksApi';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import type { EditTaskDialogProps } from './EditTaskDialog';

/** The edit form (and its form library) loads when a task is first edited. */
const EditTaskDialog = lazyPopup<EditTaskDialogProps>(
  () =>
    import(/* webpackChunkName: "edit-task-dialog" */ './EditTaskDialog').then(
      (module) => module.EditTaskDialog,
    ),
  ({ task }) => task !== null,
);

interface TaskRowProps {
  task: Task;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

function TaskRow({ task, onEdit, onDelete }: TaskRowProps) {
  const editLabel = COPY.edit(task.task_title);
  const deleteLabel = COPY.delete(task.task_title);
  return (
    <TableRow>
      <StackedCell
        label={COPY.task}
        // On a phone the photo and title head the row's card: no column name beside them.
        sx={(theme) => ({
          [theme.breakpoints.down('sm')]: {
            '&&': { justifyContent: 'flex-start' },
            '&[data-label]::before': { display: 'none' },
          },
        })}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar
            src={task.task_image_url}
            alt=""
            variant="rounded"
            sx={{ width: TASK_THUMBNAIL_PX, height: TASK_THUMBNAIL_PX }}
          />
          <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere', textAlign: 'left' }}>
            {task.task_title}
          </Box>
        </Box>
      </StackedCell>
      <StackedCell label={COPY.completionDate} sx={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDate(task.completion_date)}
      </StackedCell>
      <StackedCell label={COPY.action} align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Box>
          <TooltipIconButton label={editLabel} color="primary" onClick={() => onEdit(task)}>
            <EditOutlinedIcon />
          </TooltipIconButton>
          <TooltipIconButton label={deleteLabel} color="error" onClick={() => onDelete(task)}>
            <DeleteOutlinedIcon />
          </TooltipIconButton>
        </Box>
      </StackedCell>
    </TableRow>
  );
}

const SORT_LABELS: Record<SortKeyOf<'myTasks'>, string> = {
  title: COPY.task,
  deadline: COPY.completionDate,
  workers: SORT_COLUMN_LABELS.workers,
  pay: SORT_COLUMN_LABELS.pay,
  posted: SORT_COLUMN_LABELS.posted,
};

export function MyTasksTable({ buyerEmail }: { buyerEmail: string }) {
  const table = useTableParams('myTasks');
  const hasQuery = Object.keys(table.query).length > 0;
  // Unsorted and unfiltered, the list is the one the buyer's figures already asked for.
  const tasks = useGetMyTasksQuery(hasQuery ? { email: buyerEmail, ...table.query } : buyerEmail);
  return (
    <>
      <TableFilters
        table={table}
        searchLabel={TABLES_COPY.search}
        statusLabels={TASK_FILL_STATUS_LABELS}
        sortChoices={sortChoicesOf<'myTasks'>(SORT_LABELS)}
      />
      <MyTasksList table={table} {...tasks} />
    </>
  );
}

interface MyTasksListProps {
  table: TableParams<'myTasks'>;
  data?: Task[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

function MyTasksList({
  table,
  data: tasks,
  isLoading,
  isFetching,
  isError,
  refetch,
}: MyTasksListProps) {
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  if (isLoading) return <LoadingSkeleton label={COPY.loading} rows={4} rowHeight={72} />;
  if (!tasks) {
    return isError ? (
      <LoadFailed
        message={COPY.loadFailed}
        retryLabel={COMMON_COPY.tryAgain}
        onRetry={() => void refetch()}
      />
    ) : null;
  }
  if (tasks.length === 0 && table.filtered) {
    return <NoMatches />;
  }
  if (tasks.length === 0) {
    return (
      <EmptyState
        message={COPY.empty}
        action={
          <Button component={RouterLink} to={DASHBOARD_PATHS.addTasks} variant="contained">
            {COPY.addFirst}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <TablePanel busy={isFetching}>
        <StackedTable>
          <TableHead>
            <TableRow>
              <SortableHeaderCell table={table} sortKey="title">
                {COPY.task}
              </SortableHeaderCell>
              <SortableHeaderCell table={table} sortKey="deadline">
                {COPY.completionDate}
              </SortableHeaderCell>
              <TableCell align="right">{COPY.action}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tasks.map((task) => (
              <TaskRow key={task._id} task={task} onEdit={setEditing} onDelete={setDeleting} />
            ))}
          </TableBody>
        </StackedTable>
      </TablePanel>
      <EditTaskDialog task={editing} onClose={() => setEditing(null)} />
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
