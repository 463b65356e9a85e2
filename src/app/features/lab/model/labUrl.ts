/** The lab's addresses (docs/machines/README.md#links). */
import { LAB_PATH } from '@app/labPath';

export function labUrl(machineName?: string, params?: Record<string, string>): string {
  const path = machineName ? `${LAB_PATH}/${encodeURIComponent(machineName)}` : LAB_PATH;
  const query = params ? new URLSearchParams(params).toString() : '';
  return query ? `${path}?${query}` : path;
}
