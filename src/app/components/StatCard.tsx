/**
 * A figure on a dashboard home: its name, an icon and the value, a skeleton while it
 * loads, and a way to try again when it could not be loaded.
 */
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface StatCardProps {
  label: string;
  icon: ReactNode;
  /** The figure as shown; undefined while it loads or when it failed. */
  value: string | undefined;
  loading: boolean;
  /** Set when the figure could not be loaded. */
  failure?: { message: string; retryLabel: string; onRetry: () => void };
}

/** The figures of a home screen, side by side as far as the width allows. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

export function StatCard({ label, icon, value, loading, failure }: StatCardProps) {
  const labelId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={labelId}
      aria-busy={loading}
      sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 52,
          height: 52,
          borderRadius: '50%',
          bgcolor: 'action.selected',
          color: 'primary.main',
          '& svg': { fontSize: 28 },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={labelId} component="h2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          {label}
        </Typography>
        <StatValue value={value} loading={loading} failure={failure} />
      </Box>
    </Card>
  );
}

function StatValue({
  value,
  loading,
  failure,
}: Pick<StatCardProps, 'value' | 'loading' | 'failure'>) {
  if (loading) return <Skeleton width="60%" sx={{ fontSize: '1.75rem' }} />;
  if (failure || value === undefined) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {failure?.message}
        </Typography>
        {failure && (
          <IconButton size="small" aria-label={failure.retryLabel} onClick={failure.onRetry}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    );
  }
  return (
    <Typography
      sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
    >
      {value}
    </Typography>
  );
}
