/**
 * Downloads a table as CSV (docs/product.md#exports): every row its current sort and filters
 * select, asked with the signed-in person's ID token, saved under the name the server gives.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { serverMessageOf } from '@contract/api';
import { TABLES_COPY } from '@contract/copy/tables';
import { EXPORTS, type ExportName, type TableName } from '@contract/tables';
import { notifyError } from '@app/components/notify';
import type { TableListQuery } from '@app/hooks/useTableParams';
import { apiBaseUrl, currentIdToken } from '@app/store/baseQuery';

type ExportQuery = TableListQuery<TableName>;

function exportUrl(name: ExportName, query: ExportQuery): string {
  const url = new URL(`${apiBaseUrl()}${EXPORTS[name]}`, window.location.origin);
  Object.entries(query).forEach(([key, value]: [string, unknown]) => {
    if (typeof value === 'string' || typeof value === 'number') {
      url.searchParams.set(key, String(value));
    }
  });
  return url.href;
}

/** The file name of `Content-Disposition` (RFC 6266), else the export's own. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  const plain = disposition?.match(/filename\s*=\s*"?([^";]+)"?/)?.[1]?.trim();
  return plain || fallback;
}

async function failureOf(response: Response): Promise<string> {
  try {
    return serverMessageOf(await response.json()) ?? TABLES_COPY.exportFailed;
  } catch {
    return TABLES_COPY.exportFailed;
  }
}

function save(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

interface ExportButtonProps {
  name: ExportName;
  /** The table's sort and filters (defaults left out). */
  query?: ExportQuery;
  label?: string;
}

export function ExportButton({
  name,
  query = {},
  label = TABLES_COPY.exportCsv,
}: ExportButtonProps) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const token = await currentIdToken();
      const response = await fetch(exportUrl(name, query), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        notifyError(await failureOf(response));
        return;
      }
      const fallback = EXPORTS[name].split('/').pop() ?? 'export.csv';
      save(
        await response.blob(),
        fileNameOf(response.headers.get('Content-Disposition'), fallback),
      );
    } catch {
      notifyError(TABLES_COPY.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      loading={busy}
      loadingPosition="start"
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
