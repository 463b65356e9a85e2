/**
 * /lab and /lab/<machine> (docs/machines/README.md): QA's Machine Lab lists every machine of the
 * registry and plays one. The route table loads this file only where the server offers the lab
 * (MACHINE_LAB); it needs no account and carries nothing of the product's screens.
 */
import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';

import { LAB_COPY } from '@contract/copy/lab';
import { LabHome } from '@app/features/lab/components/LabHome';
import { Workbench } from '@app/features/lab/components/Workbench';
import { MACHINES } from '@app/machines';
import { LabLayout } from '@app/layouts/lab/LabLayout';

export function LabRoute() {
  const { machine: name } = useParams();
  if (name === undefined) {
    return (
      <LabLayout>
        <LabHome machines={MACHINES} />
      </LabLayout>
    );
  }
  const entry = MACHINES.find((candidate) => candidate.name === name);
  return (
    <LabLayout machine={name}>
      {entry ? (
        <Workbench key={entry.name} entry={entry} />
      ) : (
        <Alert severity="warning">{LAB_COPY.unknownMachine(name)}</Alert>
      )}
    </LabLayout>
  );
}
