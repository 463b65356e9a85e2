/** Worker Home (docs/product.md#worker-home): the sum of the worker's earnings. */
import SavingsIcon from '@mui/icons-material/Savings';

import { coinsText, LIST_COPY } from '@contract/listCopy';
import { WORKER_HOME_COPY as COPY } from '@contract/workerCopy';
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
              retryLabel: LIST_COPY.retry,
              onRetry: () => void refetch(),
            }
          : undefined
      }
    />
  );
}
