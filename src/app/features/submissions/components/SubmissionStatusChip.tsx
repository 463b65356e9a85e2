/**
 * A submission's status (docs/money.md#the-submission-lifecycle) in words, colour and icon: the
 * colour says whose move it is or how it ended, the words say which.
 */
import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import GavelIcon from '@mui/icons-material/Gavel';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import type { ReactElement } from 'react';

import type { SubmissionStatus } from '@contract/entities';
import { SUBMISSION_STATUS_LABELS } from '@contract/copy/submissions';
import { StatusChip, type StatusTone } from '@app/components/StatusChip';

const LOOKS: Readonly<Record<SubmissionStatus, { tone: StatusTone; icon: ReactElement }>> = {
  pending: { tone: 'warning', icon: <HourglassTopIcon /> },
  approved: { tone: 'success', icon: <CheckCircleIcon /> },
  rejected: { tone: 'error', icon: <CancelIcon /> },
  changes_requested: { tone: 'info', icon: <EditNoteIcon /> },
  appealed: { tone: 'info', icon: <GavelIcon /> },
  rejection_upheld: { tone: 'error', icon: <BlockIcon /> },
  expired: { tone: 'error', icon: <TimerOffIcon /> },
};

export function SubmissionStatusChip({ status }: { status: SubmissionStatus }) {
  return <StatusChip label={SUBMISSION_STATUS_LABELS[status]} {...LOOKS[status]} />;
}
