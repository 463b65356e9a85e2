import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyEventObject } from 'xstate';

import { LAB_COPY } from '@contract/copy/lab';
import type { RegisteredMachine } from '@app/machines';
import type { MachinePath } from '@app/machineKit/machinePath';
import { useRecordings } from '../hooks/useRecordings';
import { availableTransitions, transitionsTaken } from '../model/choices';
import { downloadMachinePath } from '../model/download';
import { simulationAsPath } from '../model/exportable';
import { type LabSource, labViewParams, readLabView } from '../model/labView';
import { generatedPaths } from '../model/paths';
import { type Playback, playPath } from '../model/playback';
import { activeStatePaths, inTheLab, simulate } from '../model/simulation';
import { edgeIdsOf } from '../model/transitionIds';
import { DiagramPane } from './DiagramPane';
import { PathList } from './PathList';
import { PlayerBar } from './PlayerBar';
import { RecordingList } from './RecordingList';
import { SimulateControls } from './SimulateControls';
import { StatelyBridge } from './StatelyBridge';
import { StepPanel } from './StepPanel';

type Mode = 'simulate' | 'paths' | 'recordings';

const NOT_SHOWN = Symbol('nothing shown');

function modeOf(source: LabSource): Mode {
  if (source.kind === 'path') return 'paths';
  if (source.kind === 'recording') return 'recordings';
  return 'simulate';
}

interface WorkbenchProps {
  entry: RegisteredMachine;
}

/** One machine: its diagram, the controls of the chosen mode, and the shown step's details. */
export function Workbench({ entry }: WorkbenchProps) {
  const machine = useMemo(() => inTheLab(entry.machine), [entry.machine]);
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  const view = useMemo(
    () => readLabView(new URLSearchParams(paramsText), entry.fixtures.input),
    [paramsText, entry.fixtures.input],
  );
  const { source } = view;
  const paths = useMemo(() => generatedPaths(entry), [entry]);
  const recordings = useRecordings();
  const machineRecordings = recordings.filter((recording) => recording.machine === machine.id);

  const shownPath: MachinePath | undefined =
    source.kind === 'path'
      ? [...paths.shortest, ...paths.simple].find((path) => path.id === source.id)
      : source.kind === 'recording'
        ? machineRecordings.find((recording) => recording.id === source.id)
        : undefined;

  const playback: Playback | null = useMemo(() => {
    if (source.kind === 'simulation') {
      const { steps, refused } = simulate(machine, source.input, source.events);
      return { steps, divergence: refused };
    }
    return shownPath ? playPath(machine, shownPath) : null;
  }, [machine, source, shownPath]);

  const total = playback ? playback.steps.length - 1 : 0;
  const step = Math.min(view.step ?? (source.kind === 'simulation' ? total : 0), total);
  const current = playback?.steps[step];
  const previous = step > 0 ? playback?.steps[step - 1] : undefined;

  const go = useCallback(
    (next: LabSource, nextStep: number | null, replace = false) =>
      setParams(labViewParams({ source: next, step: nextStep }), { replace }),
    [setParams],
  );
  const onStep = useCallback(
    (nextStep: number, replace = false) =>
      go(source, Math.max(0, Math.min(nextStep, total)), replace),
    [go, source, total],
  );
  const send = (event: AnyEventObject) => {
    if (source.kind !== 'simulation') return;
    go({ ...source, events: [...source.events.slice(0, step), event] }, null);
  };

  const canSend = source.kind === 'simulation' && current !== undefined;
  const available = canSend
    ? availableTransitions(machine, entry.fixtures, current.snapshot)
    : new Map<string, AnyEventObject>();
  const highlightedEdge =
    previous && current?.event
      ? transitionsTaken(machine, previous.snapshot, current.event).flatMap(edgeIdsOf)[0]
      : undefined;

  const exportable: MachinePath | undefined =
    source.kind === 'simulation'
      ? playback
        ? simulationAsPath(machine, source.input, playback.steps)
        : undefined
      : shownPath;

  const shownInput: unknown =
    source.kind === 'simulation' ? source.input : shownPath ? shownPath.input : NOT_SHOWN;
  const mode = modeOf(source);
  const missing =
    source.kind === 'simulation' || shownPath || source.id === ''
      ? null
      : source.kind === 'path'
        ? LAB_COPY.notFoundPath
        : LAB_COPY.notFoundRecording;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' },
        gridTemplateAreas: {
          xs: '"controls" "diagram" "panel"',
          lg: '"diagram controls" "diagram panel"',
        },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ gridArea: 'diagram', p: 1, minWidth: 0 }}>
        <DiagramPane
          name={entry.name}
          machine={entry.machine}
          activeStates={current ? activeStatePaths(current.snapshot) : []}
          availableEdges={[...available.keys()]}
          highlightedEdge={highlightedEdge}
          onEdgeClick={(edgeId: string) => {
            const event = available.get(edgeId);
            if (event) send(event);
          }}
        />
        <Box sx={{ mt: 1 }}>
          <PlayerBar step={step} total={total} onStep={onStep} canPlay={mode !== 'simulate'} />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ gridArea: 'controls', p: 2, minWidth: 0 }}>
        <Tabs
          value={mode}
          onChange={(_, next: Mode) => {
            if (next === 'simulate')
              go({ kind: 'simulation', input: entry.fixtures.input, events: [] }, null);
            if (next === 'paths') go({ kind: 'path', id: paths.shortest[0]?.id ?? '' }, 0);
            if (next === 'recordings') {
              go({ kind: 'recording', id: machineRecordings[0]?.id ?? '' }, 0);
            }
          }}
          variant="fullWidth"
          sx={{ mb: 2 }}
        >
          <Tab value="simulate" label={LAB_COPY.tabs.simulate} />
          <Tab value="paths" label={LAB_COPY.tabs.paths} />
          <Tab value="recordings" label={LAB_COPY.tabs.recordings} />
        </Tabs>
        {mode === 'simulate' && source.kind === 'simulation' ? (
          <SimulateControls
            key={JSON.stringify(source.input)}
            machine={machine}
            fixtures={entry.fixtures}
            snapshot={current?.snapshot}
            input={source.input}
            onRestart={(input) => go({ kind: 'simulation', input, events: [] }, null)}
            onSend={send}
          />
        ) : null}
        {mode === 'paths' ? (
          <PathList
            paths={paths}
            selected={source.kind === 'path' ? source.id : undefined}
            onSelect={(id) => go({ kind: 'path', id }, 0)}
          />
        ) : null}
        {mode === 'recordings' ? (
          <RecordingList
            recordings={machineRecordings}
            selected={source.kind === 'recording' ? source.id : undefined}
            onSelect={(recording) => go({ kind: 'recording', id: recording.id }, 0)}
          />
        ) : null}
        {playback && shownInput !== NOT_SHOWN ? (
          <Box sx={{ mt: 2 }}>
            <StatelyBridge
              machine={machine}
              input={shownInput}
              events={playback.steps.slice(1, step + 1).flatMap((shown) => shown.event ?? [])}
            />
          </Box>
        ) : null}
        {exportable ? (
          <Button
            startIcon={<DownloadIcon />}
            onClick={() => downloadMachinePath(exportable)}
            sx={{ mt: 2 }}
          >
            {LAB_COPY.exportFile}
          </Button>
        ) : null}
      </Paper>
      <Paper variant="outlined" sx={{ gridArea: 'panel', p: 2, minWidth: 0 }}>
        {missing ? <Alert severity="warning">{missing}</Alert> : null}
        {playback?.divergence ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {LAB_COPY.diverged(playback.divergence.reason)}
          </Alert>
        ) : null}
        {playback ? (
          <StepPanel
            steps={playback.steps}
            current={step}
            onSelectStep={(index) => onStep(index)}
          />
        ) : null}
      </Paper>
    </Box>
  );
}
