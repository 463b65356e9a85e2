import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';

import { LAB_COPY } from '@contract/copy/lab';
import type { MachineFixtures } from '@app/machineKit/fixtures';
import {
  type ActorChoice,
  actorChoices,
  type EventChoice,
  eventChoices,
  outcomeLabel,
} from '../model/choices';
import { eventForMachine } from '../model/pathFile';
import { jsonEvent } from '../model/paths';
import { JsonField } from './JsonField';

interface SimulateControlsProps {
  machine: AnyStateMachine;
  fixtures: MachineFixtures;
  /** Absent when the machine cannot start with the input: only the input can be edited then. */
  snapshot: AnyMachineSnapshot | undefined;
  input: unknown;
  onRestart: (input: unknown) => void;
  onSend: (event: AnyEventObject) => void;
}

function EventRow({
  choice,
  snapshot,
  onSend,
}: {
  choice: EventChoice;
  snapshot: AnyMachineSnapshot;
  onSend: (event: AnyEventObject) => void;
}) {
  const [presetIndex, setPresetIndex] = useState(0);
  const preset = choice.presets[presetIndex] ?? { type: choice.type };
  const [edited, setEdited] = useState<{ ok: boolean; value?: unknown }>({
    ok: true,
    value: preset,
  });
  const payload = edited.value;
  const event: AnyEventObject | undefined =
    edited.ok && typeof payload === 'object' && payload !== null
      ? { ...(payload as AnyEventObject), type: choice.type }
      : undefined;
  const accepted = event !== undefined && snapshot.can(eventForMachine(event));
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      {choice.presets.length > 1 ? (
        <TextField
          select
          size="small"
          label={LAB_COPY.exampleLabel}
          value={presetIndex}
          onChange={(changed) => {
            const index = Number(changed.target.value);
            setPresetIndex(index);
            setEdited({ ok: true, value: choice.presets[index] });
          }}
        >
          {choice.presets.map((candidate, index) => (
            <MenuItem key={index} value={index}>
              {JSON.stringify(jsonEvent(candidate)).slice(0, 90)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <JsonField
        key={presetIndex}
        label={LAB_COPY.eventPayload(choice.type)}
        initial={jsonEvent(preset)}
        onChange={(parsed) => setEdited(parsed)}
      />
      <Button
        variant="contained"
        onClick={() => event && onSend(event)}
        disabled={!accepted}
        sx={{ alignSelf: 'flex-start' }}
      >
        {LAB_COPY.send(choice.type)}
      </Button>
    </Stack>
  );
}

function ActorRow({
  choice,
  onSend,
}: {
  choice: ActorChoice;
  onSend: (event: AnyEventObject) => void;
}) {
  const [selected, setSelected] = useState(0);
  const [output, setOutput] = useState<{ ok: boolean; value?: unknown }>({ ok: true });
  const [message, setMessage] = useState('');
  const custom = selected === choice.outcomes.length;
  const [customKind, setCustomKind] = useState<'done' | 'error'>('done');
  const chosen = choice.outcomes[selected];
  const send = () => {
    if (!custom && chosen) onSend(chosen.event);
    else if (customKind === 'done' && output.ok) {
      onSend({ type: `xstate.done.actor.${choice.id}`, output: output.value });
    } else if (customKind === 'error') {
      onSend({ type: `xstate.error.actor.${choice.id}`, error: new Error(message) });
    }
  };
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      <TextField
        select
        size="small"
        label={LAB_COPY.actorEndsWith(choice.id)}
        value={selected}
        onChange={(event) => setSelected(Number(event.target.value))}
      >
        {choice.outcomes.map((outcome, index) => (
          <MenuItem key={index} value={index}>
            {outcomeLabel(outcome)}
          </MenuItem>
        ))}
        <MenuItem value={choice.outcomes.length}>{LAB_COPY.customOutcome}</MenuItem>
      </TextField>
      {custom ? (
        <>
          <TextField
            select
            size="small"
            label={LAB_COPY.presetLabel}
            value={customKind}
            onChange={(event) => setCustomKind(event.target.value === 'error' ? 'error' : 'done')}
          >
            <MenuItem value="done">{LAB_COPY.actorDone}</MenuItem>
            <MenuItem value="error">{LAB_COPY.actorError}</MenuItem>
          </TextField>
          {customKind === 'done' ? (
            <JsonField label={LAB_COPY.actorDone} initial={undefined} onChange={setOutput} />
          ) : (
            <TextField
              size="small"
              label={LAB_COPY.actorError}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </>
      ) : null}
      <Button
        variant="contained"
        onClick={send}
        disabled={custom && customKind === 'done' && !output.ok}
        sx={{ alignSelf: 'flex-start' }}
      >
        {!custom && chosen?.kind === 'error'
          ? LAB_COPY.failActor(choice.id)
          : LAB_COPY.finishActor(choice.id)}
      </Button>
    </Stack>
  );
}

/** Input, the events the state handles, and how each running actor ends. */
export function SimulateControls({
  machine,
  fixtures,
  snapshot,
  input,
  onRestart,
  onSend,
}: SimulateControlsProps) {
  const [draftInput, setDraftInput] = useState<{ ok: boolean; value?: unknown }>({
    ok: true,
    value: input,
  });
  const events = snapshot ? eventChoices(machine, fixtures, snapshot) : [];
  const actors = snapshot ? actorChoices(fixtures, snapshot) : [];
  const stateKey = JSON.stringify(snapshot?.value);
  return (
    <Stack spacing={2}>
      {input !== undefined || !snapshot ? (
        <Stack spacing={1}>
          <JsonField label={LAB_COPY.input} initial={input} onChange={setDraftInput} />
          <Button
            variant="outlined"
            disabled={!draftInput.ok}
            onClick={() => onRestart(draftInput.value)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {LAB_COPY.restart}
          </Button>
        </Stack>
      ) : null}
      {actors.length > 0 ? (
        <section aria-label={LAB_COPY.actorsHeading}>
          <Typography component="h3" variant="subtitle2">
            {LAB_COPY.actorsHeading}
          </Typography>
          {actors.map((choice) => (
            <ActorRow key={`${stateKey}:${choice.id}`} choice={choice} onSend={onSend} />
          ))}
        </section>
      ) : null}
      <section aria-label={LAB_COPY.eventsHeading}>
        <Typography component="h3" variant="subtitle2">
          {LAB_COPY.eventsHeading}
        </Typography>
        {!snapshot ? null : snapshot.status !== 'active' ? (
          <Typography variant="body2">{LAB_COPY.stopped}</Typography>
        ) : events.length === 0 ? (
          <Typography variant="body2">{LAB_COPY.noEvents}</Typography>
        ) : (
          events.map((choice) => (
            <EventRow
              key={`${stateKey}:${choice.type}`}
              choice={choice}
              snapshot={snapshot}
              onSend={onSend}
            />
          ))
        )}
      </section>
    </Stack>
  );
}
