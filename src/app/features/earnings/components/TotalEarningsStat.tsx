/** Worker Home (docs/product.md#worker-home): the sum of the worker's earnings. */
import SavingsIcon from '@mui/icons-material/Savings';

import { WORKER_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { coinsText } from '@contract/copy/lists';
import { QueryStatCard } from '@app/components/QueryStatCard';
import { useGetEarningsQuery } from '../api/earningsApi';

export function TotalEarningsStat({ workerEmail }: { workerEmail: string }) {
  return (
    <QueryStatCard
      query={useGetEarningsQuery(workerEmail)}
      label={COPY.totalEarnings}
      icon={<SavingsIcon />}
      figure={(earnings) => coinsText(earnings.reduce((sum, earning) => sum + earning.amount, 0))}
      failedMessage={COPY.figuresFailed}
    />
  );
}
