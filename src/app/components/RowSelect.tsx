/**
 * The browser's own select, looking like MUI's small outlined NativeSelect, for a list drawn in
 * every row of a table (a user's role). MUI's NativeSelect draws each one through InputBase, an
 * outline and a form control's wiring: on Manage Users that was about 0.1 s of the time to its
 * data on a phone and 5.4 KiB of the screen's first code (docs/performance.md#dashboards). A
 * phone shows its own picker either way. Forms and filter bars use MUI's own fields.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { styled } from '@mui/material/styles';
import type { SelectHTMLAttributes } from 'react';

const Frame = styled('span')({
  position: 'relative',
  display: 'inline-flex',
  minWidth: 120,
  verticalAlign: 'middle',
});

const Select = styled('select')(({ theme }) => ({
  appearance: 'none',
  width: '100%',
  // 40 px high with the text where MUI's small outlined field has it (its outline is drawn over
  // the padding, this border takes a pixel of it).
  height: 40,
  margin: 0,
  padding: '7.5px 24px 7.5px 13px',
  border: `1px solid ${theme.alpha(theme.vars.palette.common.onBackground, 0.23)}`,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: '1rem',
  lineHeight: '1.4375em',
  cursor: 'pointer',
  userSelect: 'none',
  '&:hover': { borderColor: theme.vars.palette.text.primary },
  // MUI's outline thickens to 2 px on focus; an inset shadow does it without moving the text.
  '&:focus': {
    outline: 0,
    borderColor: theme.vars.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.vars.palette.primary.main}`,
  },
  '&:disabled': {
    cursor: 'default',
    color: theme.vars.palette.text.disabled,
    borderColor: theme.vars.palette.action.disabled,
  },
  '& option': { backgroundColor: theme.vars.palette.background.paper },
}));

const Arrow = styled(ArrowDropDownIcon)(({ theme }) => ({
  position: 'absolute',
  right: 0,
  top: 'calc(50% - 0.5em)',
  pointerEvents: 'none',
  color: theme.vars.palette.action.active,
  'select:disabled + &': { color: theme.vars.palette.action.disabled },
}));

/** Give it an `aria-label` (or a label element): a row's select has no visible label. */
export function RowSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame>
      <Select {...props} />
      <Arrow aria-hidden />
    </Frame>
  );
}
