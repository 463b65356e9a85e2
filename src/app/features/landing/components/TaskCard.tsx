import GroupIcon from '@mui/icons-material/Group';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type SyntheticEvent, useId } from 'react';

import { coinAmountText, FEATURED_TASKS_COPY } from '@contract/copy/landing';
import { FEATURED_TASK_IMAGE_HEIGHT_PX, TASK_CARD_SIZE_PX } from '@app/theme/landingDimensions';
import type { PublicTask } from '@contract/schemas/tasks';
import { visuallyHidden } from '@app/theme/visuallyHidden';
import { AppLink } from '@app/components/AppLink';

const FALLBACK_IMAGE = '/images/landing/task-placeholder.svg';

function showFallbackImage(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(FALLBACK_IMAGE)) image.src = FALLBACK_IMAGE;
}

export function TaskCard({ task }: { task: PublicTask }) {
  const workersLabel = FEATURED_TASKS_COPY.requiredWorkersLabel(task.required_workers);
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{
        width: '100%',
        maxWidth: TASK_CARD_SIZE_PX.width,
        height: TASK_CARD_SIZE_PX.height,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <CardMedia
          component="img"
          image={task.task_image_url || FALLBACK_IMAGE}
          alt=""
          width={TASK_CARD_SIZE_PX.width}
          height={FEATURED_TASK_IMAGE_HEIGHT_PX}
          loading="lazy"
          onError={showFallbackImage}
          sx={{
            height: FEATURED_TASK_IMAGE_HEIGHT_PX,
            objectFit: 'cover',
            bgcolor: 'action.hover',
          }}
        />
        <Chip
          icon={<GroupIcon aria-hidden />}
          label={
            <>
              <span aria-hidden>{task.required_workers}</span>
              <Box component="span" sx={visuallyHidden}>
                {workersLabel}
              </Box>
            </>
          }
          title={workersLabel}
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: 12, right: 12, fontWeight: 700 }}
        />
      </Box>
      <CardContent sx={{ flex: 1, minHeight: 0 }}>
        <Typography
          id={headingId}
          variant="h3"
          title={task.task_title}
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {task.task_title}
        </Typography>
        <Typography
          variant="body2"
          sx={{
            mt: 1,
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {task.task_detail}
        </Typography>
        <Typography sx={{ mt: 1.5, fontWeight: 700, color: 'secondary.main' }}>
          {coinAmountText(task.payable_amount)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={AppLink}
          to={`/dashboard/tasks/details/${task._id}`}
          variant="contained"
          fullWidth
          aria-label={`${FEATURED_TASKS_COPY.details}: ${task.task_title}`}
        >
          {FEATURED_TASKS_COPY.details}
        </Button>
      </CardActions>
    </Card>
  );
}
