import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { LAB_COPY } from '@contract/copy/lab';
import { notifyError, notifySuccess } from '@app/components/notify';
import type { RegisteredMachine } from '@app/machines';
import { saveRecording } from '@app/machineKit/recording/recordingStore';
import { isRecording, setRecording } from '@app/machineKit/recording/recordingSwitch';
import { useRecordings } from '../hooks/useRecordings';
import { parseMachinePath } from '../model/pathFile';
import { machineFacts } from '../model/facts';
import { labUrl } from '../model/labUrl';
import { ImportDropzone } from './ImportDropzone';
import { RecordingList } from './RecordingList';

interface LabHomeProps {
  machines: readonly RegisteredMachine[];
}

/** Every machine of the product, the recordings of this browser, and importing a file. */
export function LabHome({ machines }: LabHomeProps) {
  const navigate = useNavigate();
  const recordings = useRecordings();
  const [recording, setRecordingShown] = useState(isRecording);
  const nameOf = (machineId: string) =>
    machines.find((entry) => entry.machine.id === machineId)?.name;

  const importText = (text: string) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      notifyError(LAB_COPY.importFailed(LAB_COPY.invalidJson));
      return;
    }
    const parsed = parseMachinePath(json);
    if ('error' in parsed) {
      notifyError(LAB_COPY.importFailed(parsed.error));
      return;
    }
    const name = nameOf(parsed.path.machine);
    if (!name) {
      notifyError(LAB_COPY.importFailed(LAB_COPY.noMachineFor(parsed.path.machine)));
      return;
    }
    saveRecording(parsed.path);
    notifySuccess(LAB_COPY.imported(parsed.path.title));
    void navigate(labUrl(name, { recording: parsed.path.id, step: '0' }));
  };

  return (
    <Stack spacing={4}>
      <Typography sx={{ maxWidth: 760 }}>{LAB_COPY.intro}</Typography>
      <Box component="section" aria-labelledby="lab-machines">
        <Typography id="lab-machines" component="h2" variant="h5" sx={{ mb: 2 }}>
          {LAB_COPY.machinesHeading}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
          }}
        >
          {machines.map((entry) => {
            const facts = machineFacts(entry.machine);
            return (
              <Card
                key={entry.name}
                variant="outlined"
                sx={{
                  position: 'relative',
                  '&:hover': { borderColor: 'primary.main' },
                  '&:focus-within': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <CardContent>
                  <Typography component="h3" variant="h6">
                    <Link
                      component={RouterLink}
                      to={labUrl(entry.name)}
                      underline="hover"
                      color="inherit"
                      // The whole card opens the machine; the link's name stays the machine's.
                      sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
                    >
                      {entry.name}
                    </Link>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {LAB_COPY.machineFacts(facts.states, facts.transitions)}
                  </Typography>
                  <Typography variant="body2">{entry.machine.root.description}</Typography>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      </Box>
      <Paper component="section" variant="outlined" aria-labelledby="lab-recordings" sx={{ p: 2 }}>
        <Typography id="lab-recordings" component="h2" variant="h5" sx={{ mb: 1 }}>
          {LAB_COPY.recordingsHeading}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={recording}
              onChange={(event) => {
                setRecording(event.target.checked);
                setRecordingShown(event.target.checked);
              }}
            />
          }
          label={LAB_COPY.recordSwitch}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {LAB_COPY.recordHint}
        </Typography>
        <RecordingList
          recordings={recordings}
          describe={(entry) => nameOf(entry.machine) ?? entry.machine}
          onSelect={(entry) => {
            const name = nameOf(entry.machine);
            if (name) void navigate(labUrl(name, { recording: entry.id, step: '0' }));
          }}
        />
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby="lab-import" sx={{ p: 2 }}>
        <Typography id="lab-import" component="h2" variant="h5" sx={{ mb: 2 }}>
          {LAB_COPY.importHeading}
        </Typography>
        <ImportDropzone
          onText={importText}
          onRejected={(fileName) =>
            notifyError(LAB_COPY.importFailed(LAB_COPY.notJsonFile(fileName)))
          }
        />
      </Paper>
    </Stack>
  );
}
