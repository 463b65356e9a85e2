import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

import { LAB_COPY } from '@contract/copy/lab';
import type { MachinePath } from '@app/machineKit/machinePath';
import { stateLabel } from '../model/paths';
import { eventLabel } from '../model/statechart';

interface PathListProps {
  paths: { shortest: readonly MachinePath[]; simple: readonly MachinePath[] };
  selected: string | undefined;
  onSelect: (id: string) => void;
}

function targetOf(path: MachinePath): string {
  return stateLabel(path.steps[path.steps.length - 1]?.state ?? path.initialState);
}

function Group({
  heading,
  paths,
  selected,
  onSelect,
}: {
  heading: string;
  paths: readonly MachinePath[];
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <List
      dense
      aria-label={heading}
      subheader={<ListSubheader disableSticky>{heading}</ListSubheader>}
      sx={{ maxHeight: 320, overflow: 'auto' }}
    >
      {paths.length === 0 ? (
        <ListItem>
          <ListItemText primary={LAB_COPY.noPaths} />
        </ListItem>
      ) : null}
      {paths.map((path) => (
        <ListItem key={path.id} disablePadding>
          <ListItemButton
            selected={path.id === selected}
            aria-current={path.id === selected ? 'true' : undefined}
            onClick={() => onSelect(path.id)}
          >
            <ListItemText
              primary={LAB_COPY.pathTo(targetOf(path), path.steps.length)}
              secondary={path.steps.map((step) => eventLabel(step.event.type)).join(' → ')}
              slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The machine's generated paths, shortest first, each with its target and events. */
export function PathList({ paths, selected, onSelect }: PathListProps) {
  return (
    <>
      <Group
        heading={LAB_COPY.shortestPaths}
        paths={paths.shortest}
        selected={selected}
        onSelect={onSelect}
      />
      <Group
        heading={LAB_COPY.simplePaths}
        paths={paths.simple}
        selected={selected}
        onSelect={onSelect}
      />
    </>
  );
}
