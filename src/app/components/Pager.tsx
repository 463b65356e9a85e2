/**
 * Previous and Next with 'Page X of Y' under a paged list (docs/product.md#routes,
 * #validation-rules).
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { PAGINATION_COPY as COPY } from '@contract/copy/lists';

interface PagerProps {
  /** From 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export function Pager({ page, pageCount, onPageChange }: PagerProps) {
  return (
    <Box
      component="nav"
      aria-label={COPY.label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 2 },
        mt: 3,
      }}
    >
      <Button
        variant="outlined"
        startIcon={<ChevronLeftIcon />}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {COPY.previous}
      </Button>
      <Typography aria-live="polite" sx={{ minWidth: 110, textAlign: 'center', fontWeight: 500 }}>
        {COPY.pageOf(page, pageCount)}
      </Typography>
      <Button
        variant="outlined"
        endIcon={<ChevronRightIcon />}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {COPY.next}
      </Button>
    </Box>
  );
}
