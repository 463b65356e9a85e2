/**
 * Admin Home (docs/product.md#admin-home): Total Workers, Total Buyers and Total Payments in
 * dollars.
 */
import EngineeringIcon from '@mui/icons-material/Engineering';
import PaymentsIcon from '@mui/icons-material/Payments';
import StorefrontIcon from '@mui/icons-material/Storefront';

import { COMMON_COPY } from '@contract/copy/common';
import { ADMIN_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { countText, dollarsText } from '@contract/copy/lists';
import { StatCard, StatGrid } from '@app/components/StatCard';
import { useGetAdminSummaryQuery } from '../api/usersApi';

export function PlatformFigures() {
  const { data, isLoading, isError, refetch } = useGetAdminSummaryQuery(undefined);
  const failure = isError
    ? {
        message: COPY.figuresFailed,
        retryLabel: COMMON_COPY.tryAgain,
        onRetry: () => void refetch(),
      }
    : undefined;
  const figures = [
    {
      label: COPY.totalWorkers,
      icon: <EngineeringIcon />,
      value: data && countText(data.totalWorkers),
    },
    {
      label: COPY.totalBuyers,
      icon: <StorefrontIcon />,
      value: data && countText(data.totalBuyers),
    },
    {
      label: COPY.totalPayments,
      icon: <PaymentsIcon />,
      value: data && dollarsText(data.totalPayments),
    },
  ];
  return (
    <StatGrid label={COPY.figures}>
      {figures.map((figure) => (
        <StatCard key={figure.label} {...figure} loading={isLoading} failure={failure} />
      ))}
    </StatGrid>
  );
}
