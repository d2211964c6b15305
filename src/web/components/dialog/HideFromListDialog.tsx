import type { TFunction } from 'i18next';
import { ConfirmDialog } from './ConfirmDialog';
import type { useHideFromList } from './use-hide-from-list';

/** The confirmation of a customer's "supprimer" (useHideFromList), worded by the list's own namespace (`hideDialog.*`). */
export function HideFromListDialog({ dialog, t }: { dialog: ReturnType<typeof useHideFromList>['dialog']; t: TFunction }) {
  return (
    <ConfirmDialog
      {...dialog}
      question={t('hideDialog.question')}
      text={t('hideDialog.text')}
      cancelLabel={t('hideDialog.cancel')}
      confirmLabel={t('hideDialog.confirm')}
    />
  );
}
