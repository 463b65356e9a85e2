import { ScreenHeading } from './ScreenHeading';

/** A screen that is not built yet: its heading only. */
export function ScreenPlaceholder({ heading }: { heading: string }) {
  return <ScreenHeading>{heading}</ScreenHeading>;
}
