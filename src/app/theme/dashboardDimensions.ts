/** The pixel sizes of the dashboard: its frame, pictures and how wide its screens' content grows. */

export const SIDEBAR_WIDTH_PX = 260;
export const SIDEBAR_PHOTO_PX = 80;
/** The notification dropdown (docs/product.md#constants-and-limits). */
export const NOTIFICATION_DROPDOWN_WIDTH_PX = 450;
export const NOTIFICATION_DROPDOWN_MAX_HEIGHT_PX = 480;
export const MENU_AVATAR_PX = 40;
export const PROFILE_PHOTO_PX = 112;

/** The picture on a card of the worker's Tasks List. */
export const TASK_LIST_IMAGE_HEIGHT_PX = 160;
/** A task's picture in the buyer's My Tasks table. */
export const TASK_THUMBNAIL_PX = 48;

/** How wide a screen's content may grow. */
export const DASHBOARD_MAX_WIDTH_PX = {
  /** A short message or a narrow form (task not found, payment). */
  narrow: 560,
  profile: 640,
  withdrawal: 720,
  taskForm: 880,
  taskDetails: 960,
} as const;
