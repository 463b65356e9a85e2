import StarIcon from '@mui/icons-material/Star';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { TOP_WORKER_RATING } from '@contract/constants';
import { BEST_WORKERS_COPY, coinAmountText } from '@contract/copy/landing';
import { TOP_WORKER_PHOTO_PX } from '@app/theme/landingDimensions';
import type { TopWorker } from '@contract/schemas/users';
import { jobCountFor } from '../jobCount';

export function WorkerCard({ worker }: { worker: TopWorker }) {
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar
          src={worker.photo}
          alt={worker.name}
          sx={{ width: TOP_WORKER_PHOTO_PX, height: TOP_WORKER_PHOTO_PX, fontSize: '2rem' }}
          slotProps={{
            img: { width: TOP_WORKER_PHOTO_PX, height: TOP_WORKER_PHOTO_PX, loading: 'lazy' },
          }}
        >
          {worker.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h3" noWrap>
            {worker.name}
          </Typography>
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
          >
            <StarIcon fontSize="small" color="secondary" aria-hidden />
            <span>
              {BEST_WORKERS_COPY.ratingLabel} {TOP_WORKER_RATING}
            </span>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {BEST_WORKERS_COPY.jobsLabel(jobCountFor(worker._id))}
          </Typography>
          <Typography sx={{ fontWeight: 700, color: 'secondary.main', mt: 0.5 }}>
            {coinAmountText(worker.availableCoin)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
