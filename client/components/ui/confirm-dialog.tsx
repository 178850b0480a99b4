import { lazyDialog } from './lazy-dialog.tsx';

/** Asks the user to confirm an action (`ConfirmDialogView`), its code fetched when it is first wanted. */
export const ConfirmDialog = lazyDialog(() =>
  import('./confirm-dialog-view.tsx').then(({ ConfirmDialogView }) => ConfirmDialogView),
);
