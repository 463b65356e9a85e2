import { Outlet } from 'react-router';

import { ScrollToTop } from '../components/ScrollToTop';
import { PublicFrame } from './PublicFrame';

/** The public pages' layout route: the frame around the matched page. */
export function PublicLayout() {
  return (
    <>
      <ScrollToTop />
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    </>
  );
}
