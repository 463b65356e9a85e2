/**
 * What a buyer learns first of the appeals of work for their tasks (docs/product.md#buyer-home):
 * at the top of Buyer Home's Appeals section, the newest ones as the notice the buyer was sent
 * ("{worker} appealed your rejection of their work for {task}."), and how many more wait below.
 * The list follows new appeals live (the notification stream invalidates it) and leaves with the
 * last answer.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

import { APPEALS_COPY as COPY } from '@contract/copy/submissions';
import { NOTIFICATION_TEXTS } from '@contract/messages';
import { NEWEST_APPEALS, useGetAppealsQuery } from '../api/submissionsApi';

export function AppealNotices() {
  const { data } = useGetAppealsQuery(NEWEST_APPEALS);
  if (!data || data.items.length === 0) return null;
  const more = data.total - data.items.length;
  return (
    <Alert severity="info" role="status" aria-label={COPY.notices} sx={{ mb: 2 }}>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', overflowWrap: 'anywhere', display: 'grid', gap: 0.5 }}
      >
        {data.items.map((appeal) => (
          <li key={appeal._id}>
            {NOTIFICATION_TEXTS.appealReceived(appeal.worker_name, appeal.task_title)}
          </li>
        ))}
      </Box>
      {more > 0 && <Box sx={{ mt: 0.5, fontWeight: 500 }}>{COPY.moreNotices(more)}</Box>}
    </Alert>
  );
}
