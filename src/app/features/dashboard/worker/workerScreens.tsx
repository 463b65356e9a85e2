/**
 * The worker's screens (spec §2), loaded together as one chunk that no other role fetches.
 * Each placeholder gives way to its real screen: export the screen under the same name.
 */
import { SCREEN_HEADINGS } from '../../../../contract/dashboard';
import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export function WorkerHome() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.workerHome} />;
}

export function TasksList() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.tasks} />;
}

export function MySubmissions() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.submissions} />;
}

export function Withdrawals() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.withdrawals} />;
}
