/**
 * The one theme of the client: light and dark colour schemes as CSS variables (switched by
 * a class on <html>), Roboto type scale and the component customisations.
 */
import type {} from '@mui/material/themeCssVarsAugmentation';
import { createTheme } from '@mui/material/styles';

import { componentCustomizations } from './components';
import { darkColors, lightColors } from './palette';

interface HeroPalette {
  from: string;
  to: string;
  text: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    hero: HeroPalette;
  }
  interface PaletteOptions {
    hero?: HeroPalette;
  }
}

const FONT_FAMILY = '"Roboto", "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: 'cw' },
  colorSchemes: {
    light: { palette: { ...lightColors } },
    dark: { palette: { ...darkColors } },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.15 },
    h2: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
    h3: { fontSize: '1.25rem', fontWeight: 500, lineHeight: 1.3 },
    h4: { fontSize: '1.125rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: componentCustomizations,
});
