/**
 * Colour primitives of both schemes. Every text colour here is checked against the
 * backgrounds it sits on for a contrast of at least 4.5:1. Plain values only, so the build
 * configuration can read them too (theme-color).
 */
export const brand = {
  teal900: '#073f3c',
  teal700: '#0b6e69',
  teal100: '#e6f2f1',
  teal300: '#5fd4cb',
  tealInk: '#00201e',
  amber800: '#8a4b00',
  amber300: '#ffb951',
  amberInk: '#2a1700',
  red300: '#ff6f61',
  redInk: '#2b0400',
  gold200: '#ffd27a',
} as const;

export const lightColors = {
  primary: { main: brand.teal700, contrastText: '#ffffff' },
  secondary: { main: brand.amber800, contrastText: '#ffffff' },
  background: { default: '#f6f8f8', paper: '#ffffff' },
  text: { primary: '#12201f', secondary: '#44504f' },
  hero: { from: brand.teal900, to: brand.teal700, text: '#ffffff', accent: brand.gold200 },
} as const;

export const darkColors = {
  primary: { main: brand.teal300, contrastText: brand.tealInk },
  secondary: { main: brand.amber300, contrastText: brand.amberInk },
  // MUI's dark red (#f44336) carries white text at only 3.7:1 (the delete confirmations).
  error: { main: brand.red300, contrastText: brand.redInk },
  background: { default: '#0e1515', paper: '#152020' },
  text: { primary: '#e4eceb', secondary: '#b3c2c0' },
  hero: { from: '#0a2624', to: '#134a46', text: '#ffffff', accent: brand.gold200 },
} as const;

/** The browser UI colour (meta theme-color). */
export const THEME_COLOR = brand.teal700;
