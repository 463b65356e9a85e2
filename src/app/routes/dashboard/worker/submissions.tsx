/** /dashboard/submissions (docs/product.md#my-submissions): the worker's submissions. */
import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { MySubmissionsTable } from '@app/features/submissions/components/MySubmissionsTable';
import { useCurrentUser } from '@app/session/currentUser';

export function SubmissionsRoute() {
  const { user } = useCurrentUser('loaded');
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.submissions}</ScreenHeading>
      <MySubmissionsTable workerEmail={user.email} />
    </>
  );
}
