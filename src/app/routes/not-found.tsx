import TravelExploreIcon from '@mui/icons-material/TravelExplore';

import { NOT_FOUND_COPY } from '@contract/copy/site';
import { MessagePage } from '@app/components/MessagePage';
import { PublicFrame } from '@app/layouts/PublicFrame';
import { SessionProvider } from '@app/providers/SessionProvider';

/** Any other public address (docs/product.md#page-not-found). */
export function NotFoundRoute() {
  return (
    <MessagePage
      heading={NOT_FOUND_COPY.heading}
      text={NOT_FOUND_COPY.text}
      homeLabel={NOT_FOUND_COPY.home}
      icon={<TravelExploreIcon color="primary" sx={{ fontSize: 64 }} />}
    />
  );
}

/**
 * /lab where the server does not offer QA's Machine Lab (docs/machines/README.md): the site's page
 * not found, with the session the lab's entry of the route table goes without.
 */
export function LabNotOfferedRoute() {
  return (
    <SessionProvider>
      <PublicFrame>
        <NotFoundRoute />
      </PublicFrame>
    </SessionProvider>
  );
}
