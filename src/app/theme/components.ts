/** Typed customisations of the MUI components the client uses, shared by both schemes. */
import type { Components, Theme } from '@mui/material/styles';

export const componentCustomizations: Components<Omit<Theme, 'components'>> = {
  MuiCssBaseline: {
    styleOverrides: {
      // Colours and positions change at once for those who ask for reduced motion: no fade
      // of a colour scheme switch, a hover or a field's outline (docs/product.md).
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          transitionDuration: '0s !important',
          transitionDelay: '0s !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 999, paddingInline: 20 },
    },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        border: `1px solid ${theme.vars.palette.divider}`,
        borderRadius: 18,
      }),
    },
  },
  MuiAccordion: {
    defaultProps: { disableGutters: true, elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        border: `1px solid ${theme.vars.palette.divider}`,
        '&:not(:last-of-type)': { borderBottom: 0 },
        '&::before': { display: 'none' },
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
  },
};
