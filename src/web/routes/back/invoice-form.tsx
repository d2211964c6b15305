import { BackPageTitle } from '../../components/back/BackPageTitle';
import { InvoiceForm } from '../../components/back/invoice-form/InvoiceForm';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';

export const handle = sharedPage;

/** /back/creer-une-facture: an invoice typed by an administrator (the layout sends a collaborator to the orders list). */
export default function CreateInvoice() {
  const { t } = useBackTranslation();
  return (
    <>
      <BackPageTitle title={t('pages.createInvoice')} />
      <InvoiceForm />
    </>
  );
}
