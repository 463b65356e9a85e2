/**
 * QA's Machine Lab (docs/machines/README.md): /lab lists every machine of the registry, /lab/<name>
 * plays one. It is a page of its own, started instead of the app when the server offers it
 * (MACHINE_LAB), so it needs no account and loads nothing of the product's screens.
 */
import Alert from '@mui/material/Alert';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useParams } from 'react-router';

import { LAB_COPY } from '@contract/copy/lab';
import { loadClientConfig } from '@app/clientConfig';
import { SnackbarHost } from '@app/components/SnackbarHost';
import { LabHome } from '@app/features/lab/components/LabHome';
import { Workbench } from '@app/features/lab/components/Workbench';
import { LAB_PATH } from '@app/labPath';
import { MACHINES } from '@app/machines';
import { LabLayout } from '@app/layouts/lab/LabLayout';
import { theme } from '@app/theme/theme';

function LabHomeRoute() {
  return (
    <LabLayout>
      <LabHome machines={MACHINES} />
    </LabLayout>
  );
}

function LabMachineRoute() {
  const { machine: name = '' } = useParams();
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

export function LabApp() {
  return (
    <ThemeProvider theme={theme} defaultMode="system" noSsr disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <BrowserRouter>
        <Routes>
          <Route path={LAB_PATH} element={<LabHomeRoute />} />
          <Route path={`${LAB_PATH}/:machine`} element={<LabMachineRoute />} />
        </Routes>
      </BrowserRouter>
      <SnackbarHost />
    </ThemeProvider>
  );
}

/**
 * Starts the lab in `root` when the server offers it; false when it does not (production without
 * MACHINE_LAB), and the app then shows its page-not-found.
 */
export async function startMachineLab(createLabRoot: () => Root): Promise<boolean> {
  const config = await loadClientConfig().catch(() => null);
  if (!config?.machineLab) return false;
  createLabRoot().render(
    <StrictMode>
      <LabApp />
    </StrictMode>,
  );
  return true;
}
