import { SCREEN_HEADINGS } from '../../../../contract/dashboard';
import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

/** A task's details and the work submission form (spec §2); not built yet. */
export function TaskDetails() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.taskDetails} />;
}
