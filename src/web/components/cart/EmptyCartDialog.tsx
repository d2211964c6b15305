import { useTranslation } from '../../lib/use-translation';
import { ConfirmDialog } from '../dialog/ConfirmDialog';

type Props = {
  open: boolean;
  onConfirm(): void;
  /** Called however the dialog closes: cancel, Escape or confirmation. */
  onClose(): void;
};

/** Confirmation before emptying the cart; the cart page shows what the emptying did. */
export function EmptyCartDialog({ open, onConfirm, onClose }: Props) {
  const { t } = useTranslation('cart');
  return (
    <ConfirmDialog
      open={open}
      question={t('emptyCart.question')}
      text={t('emptyCart.text')}
      cancelLabel={t('emptyCart.cancel')}
      confirmLabel={t('emptyCart.confirm')}
      onConfirm={async () => {
        onConfirm();
        return null;
      }}
      onClose={onClose}
    />
  );
}
