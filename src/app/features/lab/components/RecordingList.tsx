import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { LAB_COPY } from '@contract/copy/lab';
import type { MachinePath } from '@app/machineKit/machinePath';
import { removeRecording } from '@app/machineKit/recording/recordingStore';
import { downloadMachinePath } from '../model/download';

interface RecordingListProps {
  recordings: readonly MachinePath[];
  selected?: string;
  onSelect: (recording: MachinePath) => void;
  /** Shown before each title (the machine's name on the lab's home). */
  describe?: (recording: MachinePath) => string;
}

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** Recordings with replay, export and delete (after a confirmation). */
export function RecordingList({ recordings, selected, onSelect, describe }: RecordingListProps) {
  const [removing, setRemoving] = useState<MachinePath | null>(null);
  if (recordings.length === 0) {
    return <Typography variant="body2">{LAB_COPY.noRecordings}</Typography>;
  }
  return (
    <>
      <List dense aria-label={LAB_COPY.recordingsHeading}>
        {recordings.map((recording) => (
          <ListItem
            key={recording.id}
            disablePadding
            secondaryAction={
              <>
                <Tooltip title={LAB_COPY.exportFile}>
                  <IconButton
                    aria-label={`${LAB_COPY.exportFile}: ${recording.title}`}
                    onClick={() => downloadMachinePath(recording)}
                  >
                    <DownloadIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={LAB_COPY.remove}>
                  <IconButton
                    aria-label={`${LAB_COPY.remove}: ${recording.title}`}
                    onClick={() => setRemoving(recording)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </>
            }
            sx={{ pr: 12 }}
          >
            <ListItemButton
              selected={recording.id === selected}
              aria-current={recording.id === selected ? 'true' : undefined}
              onClick={() => onSelect(recording)}
            >
              <ListItemText
                primary={`${describe ? `${describe(recording)} · ` : ''}${recording.title}`}
                secondary={`${when(recording.createdAt)} · ${LAB_COPY.recordingSteps(recording.steps.length)}`}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Dialog open={removing !== null} onClose={() => setRemoving(null)}>
        <DialogTitle>{LAB_COPY.removeTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{LAB_COPY.removeText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{LAB_COPY.cancel}</Button>
          <Button
            color="error"
            onClick={() => {
              if (removing) removeRecording(removing.id);
              setRemoving(null);
            }}
          >
            {LAB_COPY.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
