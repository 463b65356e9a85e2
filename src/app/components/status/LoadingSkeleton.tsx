import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { visuallyHidden } from '@app/theme/visuallyHidden';

interface LoadingSkeletonProps {
  /** What is loading: read by screen readers, and shown when `showLabel` is set. */
  label: string;
  showLabel?: boolean;
  rows?: number;
  /** The height of one row in px. */
  rowHeight?: number;
}

/** Grey placeholders where a list will appear, announced as loading. */
export function LoadingSkeleton({
  label,
  showLabel = false,
  rows = 3,
  rowHeight = 56,
}: LoadingSkeletonProps) {
  const labelId = useId();
  return (
    <Stack role="status" aria-labelledby={labelId} spacing={1}>
      {showLabel ? (
        <Typography id={labelId} sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
      ) : (
        <Box id={labelId} component="span" sx={visuallyHidden}>
          {label}
        </Box>
      )}
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} variant="rounded" height={rowHeight} />
      ))}
    </Stack>
  );
}
