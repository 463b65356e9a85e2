/** One task on the worker's Tasks List: picture, title, buyer, deadline, pay and slots. */
import EventIcon from '@mui/icons-material/Event';
import GroupIcon from '@mui/icons-material/Group';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';

import { coinsText } from '@contract/copy/lists';
import { TASKS_LIST_COPY as COPY } from '@contract/copy/tasks';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { TASK_LIST_IMAGE_HEIGHT_PX } from '@app/theme/dashboardDimensions';
import type { Task } from '@contract/schemas/tasks';
import { formatCalendarDate } from '@app/format/dates';
import { BuyerReputation } from '@app/components/reputation/BuyerReputation';
import { TaskImage } from './TaskImage';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, '& svg': { fontSize: 18 } }}
    >
      {icon}
      <span>{children}</span>
    </Box>
  );
}

export function TaskListCard({ task }: { task: Task }) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <TaskImage src={task.task_image_url} height={TASK_LIST_IMAGE_HEIGHT_PX} />
      <CardContent sx={{ flex: 1 }}>
        <Typography
          id={headingId}
          variant="h3"
          component="h2"
          title={task.task_title}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {task.task_title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {COPY.buyer(task.buyer_name)}
        </Typography>
        {task.buyer_reputation && (
          <Box sx={{ mt: 0.5 }}>
            <BuyerReputation reputation={task.buyer_reputation} />
          </Box>
        )}
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 0.75 }}
        >
          <Fact icon={<MonetizationOnIcon color="secondary" />}>
            <Box component="strong" sx={{ color: 'secondary.main' }}>
              {coinsText(task.payable_amount)}
            </Box>
          </Fact>
          <Fact icon={<GroupIcon color="action" />}>
            {COPY.workersNeeded(task.required_workers)}
          </Fact>
          <Fact icon={<EventIcon color="action" />}>
            {COPY.completeBy(formatCalendarDate(task.completion_date))}
          </Fact>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={DASHBOARD_PATHS.taskDetails(task._id)}
          variant="contained"
          fullWidth
          aria-label={COPY.detailsOf(task.task_title)}
        >
          {COPY.details}
        </Button>
      </CardActions>
    </Card>
  );
}
