/**
 * A StatCard fed by a query: the skeleton while it loads, the figure read from its data, and the
 * failure with a retry button when it could not be loaded.
 */
import type { ReactNode } from 'react';

import { COMMON_COPY } from '@contract/copy/common';
import { StatCard } from './StatCard';

/** The part of a query result a figure needs. */
export interface StatQuery<Data> {
  data?: Data;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryStatCardProps<Data> {
  query: StatQuery<Data>;
  label: string;
  icon: ReactNode;
  /** The figure as shown, read from the loaded data. */
  figure: (data: Data) => string;
  failedMessage: string;
  /** When a reload fails, keep showing the figure loaded before instead of the failure. */
  keepLoadedFigure?: boolean;
}

export function QueryStatCard<Data>({
  query: { data, isLoading, isError, refetch },
  label,
  icon,
  figure,
  failedMessage,
  keepLoadedFigure = false,
}: QueryStatCardProps<Data>) {
  const failed = isError && !(keepLoadedFigure && data !== undefined);
  return (
    <StatCard
      label={label}
      icon={icon}
      value={data === undefined ? undefined : figure(data)}
      loading={isLoading}
      failure={
        failed
          ? {
              message: failedMessage,
              retryLabel: COMMON_COPY.tryAgain,
              onRetry: () => void refetch(),
            }
          : undefined
      }
    />
  );
}
