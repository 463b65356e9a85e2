/**
 * A table row's icon button, named by its label and showing it as a tooltip, whose tooltip costs
 * nothing until someone comes to the button. MUI's Tooltip (with its Popper and Popper.js, about
 * 10 KiB brotli) loads once the screen's data is shown, and a button mounts its Tooltip
 * only when the mouse or the keyboard's focus first reaches it: a table of ten rows renders its
 * data without ten tooltips (docs/performance.md#dashboards). The Tooltip sits beside the button,
 * anchored to it, rather than around it: wrapping it later would render the button anew under a
 * click or the focus. A touch shows none, as MUI's Tooltip shows one only on a long press; the
 * label names the button to a screen reader either way.
 */
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import type { TooltipProps } from '@mui/material/Tooltip';
import {
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';

import { loadAfterScreenData, loadOnce } from './loadLater';

type TooltipComponent = ComponentType<TooltipProps>;

const loadTooltip = loadOnce((): Promise<TooltipComponent> =>
  import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip').then(
    (module) => module.default,
  ),
);

interface TooltipIconButtonProps extends Omit<
  IconButtonProps,
  'aria-label' | 'ref' | 'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur'
> {
  /** The button's name and its tooltip. */
  label: string;
}

export function TooltipIconButton({ label, disabled, ...buttonProps }: TooltipIconButtonProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent>();
  const [open, setOpen] = useState(false);
  /** What the tooltip points at: the button, or the span around a disabled one. */
  const [anchor, setAnchor] = useState<HTMLElement>();
  /** What the mouse or the focus is on, while the Tooltip's code may still be on its way. */
  const reached = useRef<HTMLElement>(undefined);

  useEffect(() => loadAfterScreenData(loadTooltip), []);

  const show = (target: HTMLElement) => {
    reached.current = target;
    void loadTooltip()
      .then((component) => {
        if (reached.current !== target) return;
        setTooltip(() => component);
        setAnchor(target);
        setOpen(true);
      })
      // Without its code the button still works; the next visit tries again.
      .catch(() => undefined);
  };
  const hide = () => {
    reached.current = undefined;
    setOpen(false);
  };
  const triggers = {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') show(event.currentTarget);
    },
    onPointerLeave: hide,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.target.matches(':focus-visible')) show(event.currentTarget);
    },
    onBlur: hide,
  };

  const button = (
    <IconButton
      {...buttonProps}
      {...(disabled ? {} : triggers)}
      aria-label={label}
      disabled={disabled}
    />
  );
  return (
    <>
      {/* A disabled button takes no pointer events: the span around it does. */}
      {disabled ? <span {...triggers}>{button}</span> : button}
      {Tooltip && anchor && (
        // Escape closes it too (onClose); its own child is a stand-in that nothing reaches.
        <Tooltip
          title={label}
          open={open}
          onClose={hide}
          disableInteractive
          slotProps={{ popper: { anchorEl: anchor } }}
        >
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
