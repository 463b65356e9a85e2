import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type AnyEventObject, type AnyStateMachine, createActor } from 'xstate';

import { LAB_COPY } from '@contract/copy/lab';
import { eventForMachine } from '../model/pathFile';

interface StatelyBridgeProps {
  /** The machine as the lab runs it (inert actors). */
  machine: AnyStateMachine;
  input: unknown;
  /** The events up to the step shown. */
  events: readonly AnyEventObject[];
}

/**
 * The optional bridge to Stately's online inspector (docs/machines/README.md#statelys-inspector):
 * when switched on, the shown steps are played by a real actor of the lab's machine whose
 * inspection goes to stately.ai in another window. Its library loads only then.
 */
export function StatelyBridge({ machine, input, events }: StatelyBridgeProps) {
  const [on, setOn] = useState(false);
  const eventsKey = JSON.stringify(events);

  useEffect(() => {
    if (!on) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import(/* webpackChunkName: "lab-stately" */ '@statelyai/inspect').then(
      ({ createBrowserInspector }) => {
        if (cancelled) return;
        const inspector = createBrowserInspector();
        const actor = createActor(machine, { input, inspect: inspector.inspect }).start();
        for (const event of JSON.parse(eventsKey) as AnyEventObject[]) {
          actor.send(eventForMachine(event));
        }
        stop = () => {
          actor.stop();
          inspector.stop();
        };
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [on, machine, input, eventsKey]);

  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={<Switch checked={on} onChange={(event) => setOn(event.target.checked)} />}
        label={LAB_COPY.stately}
      />
      <Typography variant="body2" color="text.secondary">
        {LAB_COPY.statelyHint}
      </Typography>
    </Stack>
  );
}
