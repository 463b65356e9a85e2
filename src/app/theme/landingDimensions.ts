/** The pixel sizes of the landing page's sections below the hero. */

/** The featured task card (docs/product.md#constants-and-limits) and its picture. */
export const TASK_CARD_SIZE_PX = { width: 300, height: 410 } as const;
export const FEATURED_TASK_IMAGE_HEIGHT_PX = 170;

export const TOP_WORKER_PHOTO_PX = 88;
export const TESTIMONIAL_AVATAR_PX = 72;
export const TESTIMONIAL_CARD_MIN_HEIGHT_PX = 330;
export const WHY_CHOOSE_US_ART_SIZE_PX = { width: 520, height: 400 } as const;

export const LOAD_ERROR_MAX_WIDTH_PX = 560;
export const FAQ_MAX_WIDTH_PX = 820;
