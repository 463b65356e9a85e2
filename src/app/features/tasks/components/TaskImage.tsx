import Box from '@mui/material/Box';
import type { SyntheticEvent } from 'react';

const FALLBACK_IMAGE = '/images/landing/task-placeholder.svg';

function showFallbackImage(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(FALLBACK_IMAGE)) image.src = FALLBACK_IMAGE;
}

interface TaskImageProps {
  src: string;
  height: number | Record<string, number>;
  /** Decorative beside the title unless told otherwise. */
  alt?: string;
  loading?: 'lazy' | 'eager';
}

/** A task's picture, cropped to fill its box, with a placeholder when it cannot load. */
export function TaskImage({ src, height, alt = '', loading = 'lazy' }: TaskImageProps) {
  return (
    <Box
      component="img"
      src={src || FALLBACK_IMAGE}
      alt={alt}
      loading={loading}
      onError={showFallbackImage}
      sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
}
