import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-view';

// Loaded when first asked: the visit details chunk was at its 100 KB budget, and a confirmation is opened by a
// click, after the page is drawn.
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view').then((m) => ({ default: m.ConfirmDialogView })));

/** Issue 26 item 11: asks before an action that cannot be taken back (see ConfirmDialogView). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
