/**
 * The pixel sizes of the public frame and the hero, which the landing page's first screen needs
 * (docs/product.md#header). The later landing sections' sizes are in ./landingDimensions and the
 * dashboard's in ./dashboardDimensions, so that neither is fetched with the first screen.
 */

/** The fixed public header (docs/product.md#constants-and-limits). */
export const HEADER_HEIGHT_PX = 75;
/** Reserved for the footer before it renders, so the page does not jump. */
export const FOOTER_HEIGHT_PX = 320;

export const HERO_MIN_HEIGHT_PX = { xs: 400, md: 480 } as const;
export const HERO_ART_SIZE_PX = { width: 480, height: 360 } as const;
export const HERO_TAGLINE_MAX_WIDTH_PX = 560;
