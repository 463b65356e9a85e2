import InboxIcon from '@mui/icons-material/Inbox';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  message: string;
  /** A way forward, e.g. a link to create the first item. */
  action?: ReactNode;
}

/** Says that a list has nothing in it yet. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Card
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        py: 5,
        px: 2,
        textAlign: 'center',
        borderStyle: 'dashed',
      }}
    >
      <InboxIcon color="disabled" sx={{ fontSize: 40 }} />
      <Typography sx={{ color: 'text.secondary' }}>{message}</Typography>
      {action}
    </Card>
  );
}
