/** A submission's status: pending, approved or rejected, in words, colour and icon. */
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import type { ReactElement } from 'react';

import type { SubmissionStatus } from '@contract/entities';
import { SUBMISSION_STATUS_LABELS } from '@contract/copy/submissions';
import { StatusChip, type StatusTone } from '@app/components/StatusChip';

const LOOKS: Readonly<Record<SubmissionStatus, { tone: StatusTone; icon: ReactElement }>> = {
  pending: { tone: 'warning', icon: <HourglassTopIcon /> },
  approved: { tone: 'success', icon: <CheckCircleIcon /> },
  rejected: { tone: 'error', icon: <CancelIcon /> },
};

export function SubmissionStatusChip({ status }: { status: SubmissionStatus }) {
  return <StatusChip label={SUBMISSION_STATUS_LABELS[status]} {...LOOKS[status]} />;
}
