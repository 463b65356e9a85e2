/**
 * The pixel sizes of the layout, named in one place. The header height, featured task card and
 * notification dropdown are the product's own (docs/product.md#constants-and-limits); the rest are design
 * choices.
 */

/** The fixed public header (docs/product.md#header). */
export const HEADER_HEIGHT_PX = 75;
/** Reserved for the footer before it renders, so the page does not jump. */
export const FOOTER_HEIGHT_PX = 320;
export const SIDEBAR_WIDTH_PX = 260;
export const NOTIFICATION_DROPDOWN_WIDTH_PX = 450;
export const NOTIFICATION_DROPDOWN_MAX_HEIGHT_PX = 480;

/** The landing page's featured task card and its picture. */
export const TASK_CARD_SIZE_PX = { width: 300, height: 410 } as const;
export const FEATURED_TASK_IMAGE_HEIGHT_PX = 170;
/** The picture on a card of the worker's Tasks List. */
export const TASK_LIST_IMAGE_HEIGHT_PX = 160;

export const HERO_MIN_HEIGHT_PX = { xs: 400, md: 480 } as const;
export const HERO_ART_SIZE_PX = { width: 480, height: 360 } as const;
export const WHY_CHOOSE_US_ART_SIZE_PX = { width: 520, height: 400 } as const;
export const TESTIMONIAL_AVATAR_PX = 72;
export const TESTIMONIAL_CARD_MIN_HEIGHT_PX = 330;
export const TOP_WORKER_PHOTO_PX = 88;

export const PROFILE_PHOTO_PX = 112;
export const SIDEBAR_PHOTO_PX = 80;
export const MENU_AVATAR_PX = 40;
export const TASK_THUMBNAIL_PX = 48;

/** How wide a block of content may grow. */
export const CONTENT_MAX_WIDTH_PX = {
  /** Short messages, the hero tagline and the payment form. */
  narrow: 560,
  profile: 640,
  withdrawal: 720,
  faq: 820,
  taskForm: 880,
  taskDetails: 960,
} as const;
