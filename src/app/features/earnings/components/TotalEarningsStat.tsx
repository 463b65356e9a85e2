/** Worker Home (docs/product.md#worker-home): the sum of the worker's earnings. */
import SavingsIcon from '@mui/icons-material/Savings';

import { COMMON_COPY } from '@contract/copy/common';
import { WORKER_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { coinsText } from '@contract/copy/lists';
import { StatCard } from '@app/components/StatCard';
import { useGetEarningsQuery } from '../api/earningsApi';

export function TotalEarningsStat({ workerEmail }: { workerEmail: string }) {
  const { data, isLoading, isError, refetch } = useGetEarningsQuery(workerEmail);
  const total = data?.reduce((sum, earning) => sum + earning.amount, 0);
  return (
    <StatCard
      label={COPY.totalEarnings}
      icon={<SavingsIcon />}
      value={total === undefined ? undefined : coinsText(total)}
      loading={isLoading}
      failure={
        isError
          ? {
              message: COPY.figuresFailed,
              retryLabel: COMMON_COPY.tryAgain,
              onRetry: () => void refetch(),
            }
          : undefined
      }
    />
  );
}
