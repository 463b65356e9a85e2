/**
 * The question before a deletion: its dialog's code (MUI's Dialog, Modal and focus trap) loads
 * when first asked, not with the table's first code (docs/performance.md#dashboards).
 */
import { lazyPopup } from './lazyPopup';
import type { ConfirmDeleteDialogProps } from './ConfirmDeleteDialogView';

export const ConfirmDeleteDialog = lazyPopup<ConfirmDeleteDialogProps>(() =>
  import(/* webpackChunkName: "confirm-delete-dialog" */ './ConfirmDeleteDialogView').then(
    (module) => module.ConfirmDeleteDialog,
  ),
);
