import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import LinkIcon from '@mui/icons-material/Link';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';

import { LAB_COPY } from '@contract/copy/lab';
import { notifySuccess } from '@app/components/notify';

interface PlayerBarProps {
  step: number;
  /** Steps after the start. */
  total: number;
  onStep: (step: number, replace?: boolean) => void;
  /** Paths and recordings play by themselves; a simulation only steps. */
  canPlay: boolean;
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** First, back, play/pause at a speed, forward, last; and a link to the step shown. */
export function PlayerBar({ step, total, onStep, canPlay }: PlayerBarProps) {
  const [playing, setPlaying] = useState(false);
  const [speedMs, setSpeedMs] = useState<number>(LAB_COPY.speeds[1].ms);
  const atEnd = step >= total;
  // Playing stops by itself at the last step.
  const running = playing && !atEnd;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => onStep(step + 1, true), speedMs);
    return () => clearTimeout(timer);
  }, [running, step, speedMs, onStep]);

  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      role="toolbar"
      aria-label={LAB_COPY.stepControls}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <ToolButton label={LAB_COPY.first} onClick={() => onStep(0)} disabled={step === 0}>
        <FirstPageIcon />
      </ToolButton>
      <ToolButton label={LAB_COPY.back} onClick={() => onStep(step - 1)} disabled={step === 0}>
        <NavigateBeforeIcon />
      </ToolButton>
      {canPlay ? (
        running ? (
          <ToolButton label={LAB_COPY.pause} onClick={() => setPlaying(false)}>
            <PauseIcon />
          </ToolButton>
        ) : (
          <ToolButton
            label={LAB_COPY.play}
            onClick={() => {
              if (atEnd) onStep(0, true);
              setPlaying(true);
            }}
            disabled={total === 0}
          >
            <PlayArrowIcon />
          </ToolButton>
        )
      ) : null}
      <ToolButton label={LAB_COPY.forward} onClick={() => onStep(step + 1)} disabled={atEnd}>
        <NavigateNextIcon />
      </ToolButton>
      <ToolButton label={LAB_COPY.last} onClick={() => onStep(total)} disabled={atEnd}>
        <LastPageIcon />
      </ToolButton>
      <Typography variant="body2" aria-live="polite" sx={{ mx: 1, minWidth: 96 }}>
        {LAB_COPY.stepOf(step, total)}
      </Typography>
      {canPlay ? (
        <TextField
          select
          size="small"
          label={LAB_COPY.speed}
          value={speedMs}
          onChange={(event) => setSpeedMs(Number(event.target.value))}
          sx={{ width: 96 }}
        >
          {LAB_COPY.speeds.map((speed) => (
            <MenuItem key={speed.ms} value={speed.ms}>
              {speed.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <ToolButton
        label={LAB_COPY.copyLink}
        onClick={() => {
          void navigator.clipboard
            ?.writeText(window.location.href)
            .then(() => notifySuccess(LAB_COPY.linkCopied));
        }}
      >
        <LinkIcon />
      </ToolButton>
    </Stack>
  );
}
