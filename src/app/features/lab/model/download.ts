/** Saving a path as a JSON file the lab (and the regression tests) can read again. */
import type { MachinePath } from '@app/machineKit/machinePath';
import { serializeMachinePath } from './pathFile';

export function fileNameOf(path: MachinePath): string {
  const safe = (text: string) => text.replace(/[^a-zA-Z0-9-]+/g, '-').replace(/^-|-$/g, '');
  return `${safe(path.machine)}-${safe(path.source)}-${safe(path.id)}.json`;
}

export function downloadMachinePath(path: MachinePath): void {
  const blob = new Blob([serializeMachinePath(path)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(path);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
