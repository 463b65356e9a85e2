/**
 * A task's details (docs/product.md#task-details, shared by every role): picture, title,
 * description and the facts a worker needs, then whatever the screen adds below (the worker's
 * submission form). A task that does not exist (any more) gets a plain not-found message.
 */
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import type { Task } from '@contract/schemas/tasks';
import { COMMON_COPY } from '@contract/copy/common';
import { coinsText, countText } from '@contract/copy/lists';
import { TASK_DETAILS_COPY as COPY } from '@contract/copy/tasks';
import { DASHBOARD_MAX_WIDTH_PX } from '@app/theme/dashboardDimensions';
import { LOADING_TEXTS } from '@contract/messages';
import { DetailsList } from '@app/components/DetailsList';
import { BuyerReputation } from '@app/components/reputation/BuyerReputation';
import { REPUTATION_COPY } from '@contract/copy/reputation';
import { LoadFailed } from '@app/components/status/LoadFailed';
import { formatCalendarDate } from '@app/format/dates';
import { requestErrorStatus } from '@app/store/requestError';
import { useGetTaskDetailsQuery } from '../api/tasksApi';
import { TaskImage } from './TaskImage';

interface TaskDetailsViewProps {
  id: string;
  /** Where the not-found message leads back to. */
  backTo: string;
  /** Shown under the details once the task has loaded. */
  children?: ReactNode;
}

function Facts({ task }: { task: Task }) {
  const facts = [
    { term: COPY.requiredWorkers, detail: countText(task.required_workers) },
    { term: COPY.payableAmount, detail: coinsText(task.payable_amount) },
    { term: COPY.completionDate, detail: formatCalendarDate(task.completion_date) },
    { term: COPY.submissionInfo, detail: task.submission_info },
    { term: COPY.buyerName, detail: task.buyer_name },
    { term: COPY.buyerEmail, detail: task.buyer_email },
    ...(task.buyer_reputation
      ? [
          {
            term: REPUTATION_COPY.buyerLabel,
            detail: <BuyerReputation reputation={task.buyer_reputation} />,
          },
        ]
      : []),
  ];
  return <DetailsList details={facts} rowGap={1.25} keepLineBreaks />;
}

function LoadingDetails() {
  return (
    <Card role="status" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{LOADING_TEXTS.taskDetails}</Typography>
      <Skeleton variant="rounded" height={240} />
      <Skeleton width="60%" height={40} sx={{ mt: 2 }} />
      <Skeleton />
      <Skeleton width="80%" />
    </Card>
  );
}

function TaskNotFound({ backTo }: { backTo: string }) {
  return (
    <Card
      sx={{
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        maxWidth: DASHBOARD_MAX_WIDTH_PX.narrow,
        mx: 'auto',
      }}
    >
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mt: 1 }}>
        {COPY.notFound}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{COPY.notFoundText}</Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        {COPY.back}
      </Button>
    </Card>
  );
}

export function TaskDetailsView({ id, backTo, children }: TaskDetailsViewProps) {
  const { currentData: task, error, isFetching, refetch } = useGetTaskDetailsQuery(id);

  if (error && !isFetching) {
    if (requestErrorStatus(error) === 404) return <TaskNotFound backTo={backTo} />;
    return (
      <LoadFailed
        message={COPY.loadFailed}
        retryLabel={COMMON_COPY.tryAgain}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!task) return <LoadingDetails />;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: DASHBOARD_MAX_WIDTH_PX.taskDetails }}>
      <Card>
        <TaskImage
          src={task.task_image_url}
          alt={COPY.picture(task.task_title)}
          height={{ xs: 200, sm: 300 }}
          loading="eager"
        />
        <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <Typography
            variant="h2"
            sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, overflowWrap: 'anywhere' }}
          >
            {task.task_title}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {task.task_detail}
          </Typography>
          <Facts task={task} />
        </Box>
      </Card>
      {children}
    </Box>
  );
}
