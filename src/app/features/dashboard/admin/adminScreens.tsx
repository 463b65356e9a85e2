/**
 * The admin's screens (spec §2), loaded together as one chunk that no other role fetches.
 * Each placeholder gives way to its real screen: export the screen under the same name.
 */
import { SCREEN_HEADINGS } from '../../../../contract/dashboard';
import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export function AdminHome() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.adminHome} />;
}

export function ManageUsers() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.manageUsers} />;
}

export function ManageTasks() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.manageTasks} />;
}
