/**
 * Button-looking links and a plain icon button for the first screen (header and hero).
 * They look like MUI's Button and IconButton but skip ButtonBase, its ripple and the
 * loading spinner, which keeps the first bundle within budget. Elsewhere use MUI's own.
 */
import { type CSSObject, styled, type Theme } from '@mui/material/styles';

import { AppLink } from './AppLink';

interface LeanButtonProps {
  variant?: 'text' | 'contained';
  size?: 'small' | 'medium' | 'large';
}

const PADDING = { small: '4px 12px', medium: '6px 18px', large: '10px 24px' } as const;
const FONT_SIZE = { small: '0.8125rem', medium: '0.875rem', large: '1rem' } as const;

/** Props that only style the button (and MUI's own) never reach the DOM. */
const STYLE_PROPS: ReadonlySet<PropertyKey> = new Set([
  'variant',
  'size',
  'sx',
  'theme',
  'ownerState',
  'as',
]);
const reachesTheDom = (prop: PropertyKey) => !STYLE_PROPS.has(prop);

function leanButtonStyles({
  theme,
  variant = 'text',
  size = 'medium',
}: LeanButtonProps & { theme: Theme }): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    minHeight: size === 'small' ? 32 : 40,
    padding: PADDING[size],
    borderRadius: 999,
    border: 0,
    font: 'inherit',
    fontSize: FONT_SIZE[size],
    fontWeight: 500,
    lineHeight: 1.75,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: theme.transitions.create(['background-color', 'color'], {
      duration: theme.transitions.duration.shortest,
    }),
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 2,
    },
    ...(variant === 'contained'
      ? {
          backgroundColor: theme.vars.palette.primary.main,
          color: theme.vars.palette.primary.contrastText,
          '&:hover': { backgroundColor: theme.vars.palette.primary.dark },
        }
      : {
          backgroundColor: 'transparent',
          color: 'inherit',
          '&:hover': { backgroundColor: theme.vars.palette.action.hover },
        }),
  };
}

/** A link inside the app that looks like a button. */
export const LinkButton = styled(AppLink, { shouldForwardProp: reachesTheDom })<LeanButtonProps>(
  leanButtonStyles,
);

/** An external link that looks like a button. */
export const AnchorButton = styled('a', { shouldForwardProp: reachesTheDom })<LeanButtonProps>(
  leanButtonStyles,
);

/** A round icon-only button; give it an `aria-label`. */
export const PlainIconButton = styled('button')(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
}));
