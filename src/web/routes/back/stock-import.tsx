import { Form, Link, useActionData, useNavigation } from 'react-router';
import { decodeCsvBytes } from '../../../domain/csv/csv-reader';
import { backPagePath } from '../../../domain/staff/back-office-pages';
import { apiErrorMessage } from '../../components/addresses/api-message';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { DeskTable } from '../../components/back/DeskTable';
import { FormField } from '../../components/back/form/FormField';
import { stockApi } from '../../components/back/stock/stock-api';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/stock-import';
import '../../components/back/stock/stock.css';

export const handle = sharedPage;

/**
 * /back/produit/import-du-stock: a stock-take from a CSV file (ADR 41). "Vérifier le fichier"
 * reads the file in the browser (UTF-8 or Windows-1252) and shows what the server's dry run
 * says: each variant that would change, before → after, and each refused line with its number
 * and why. "Appliquer" sends the same file with the dry run's fingerprint: exactly those
 * variants change, or nothing when the stock moved since.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { kind: 'invalid' as const, message: 'stock.import.noFile' };
  let csv: string;
  try {
    csv = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return { kind: 'invalid' as const, message: 'stock.import.unreadable' };
  }
  if (form.get('intent') === 'apply') {
    const applied = await stockApi.applyImport(csv, String(form.get('fingerprint') ?? ''));
    return applied.ok ? { kind: 'applied' as const, changed: applied.data.changed } : { kind: 'failed' as const, error: applied.error };
  }
  const checked = await stockApi.checkImport(csv);
  return checked.ok ? { kind: 'checked' as const, check: checked.data } : { kind: 'failed' as const, error: checked.error };
}

export default function StockImport() {
  const { t } = useBackTranslation();
  const result = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const busyWith = navigation.state === 'idle' ? null : navigation.formData?.get('intent');
  const fileError =
    result?.kind === 'invalid'
      ? t(result.message)
      : result?.kind === 'failed' && result.error.field === 'csv'
        ? apiErrorMessage(result.error, t)
        : undefined;
  const check = result?.kind === 'checked' ? result.check : null;
  const changeColumns = [t('stock.import.line'), t('stock.import.reference'), t('stock.import.variant'), t('stock.import.change')];

  return (
    <>
      <BackPageTitle title={t('pages.stockImport')} />
      <p>
        <Link to={backPagePath('products')}>{t('productForm.backToList')}</Link>
      </p>
      <Form method="post" encType="multipart/form-data" className="stock-import">
        <p>{t('stock.import.intro')}</p>
        <FormField label={t('stock.import.file')} field={{ id: 'stock-file', error: fileError, touch: () => {} }} hint={t('stock.import.fileHint')}>
          {(control) => <input {...control} type="file" name="file" accept=".csv,text/csv,text/plain" />}
        </FormField>
        <div className="stock-import__actions">
          <button type="submit" name="intent" value="check" className="button" disabled={busyWith !== null}>
            {busyWith === 'check' ? t('stock.import.checking') : t('stock.import.check')}
          </button>
        </div>

        <div role="status">
          {check && t('stock.import.summary', { changes: check.changes.length, unchanged: check.unchanged, refused: check.refused.length })}
          {result?.kind === 'applied' && t('stock.import.applied', { count: result.changed })}
        </div>
        {result?.kind === 'failed' && result.error.field !== 'csv' && <p role="alert">{apiErrorMessage(result.error, t)}</p>}

        {check && (
          <>
            <section aria-labelledby="stock-import-changes">
              <h2 id="stock-import-changes">{t('stock.import.changesTitle')}</h2>
              {check.changes.length === 0 ? (
                <p>{t('stock.import.noChange')}</p>
              ) : (
                <div className="stock-table">
                  <DeskTable caption={t('stock.import.changesCaption')} columns={changeColumns}>
                    {check.changes.map((change) => (
                      <tr key={change.line}>
                        <td data-label={changeColumns[0]}>{change.line}</td>
                        <td data-label={changeColumns[1]}>{change.reference}</td>
                        <td data-label={changeColumns[2]}>{t('stock.history.variantName', { color: change.colorName, size: change.sizeName })}</td>
                        <td data-label={changeColumns[3]}>{t('stock.history.changeValue', { before: change.before, after: change.after })}</td>
                      </tr>
                    ))}
                  </DeskTable>
                </div>
              )}
            </section>
            {check.refused.length > 0 && (
              <section aria-labelledby="stock-import-refused">
                <h2 id="stock-import-refused">{t('stock.import.refusedTitle')}</h2>
                <ul className="stock-import__refused">
                  {check.refused.map((refusal) => (
                    <li key={refusal.line}>{t('stock.import.refused', { line: refusal.line, reason: refusal.message })}</li>
                  ))}
                </ul>
              </section>
            )}
            {check.changes.length > 0 && (
              <div className="stock-import__actions">
                <input type="hidden" name="fingerprint" value={check.fingerprint} />
                <button type="submit" name="intent" value="apply" className="button" disabled={busyWith !== null}>
                  {busyWith === 'apply' ? t('stock.import.applying') : t('stock.import.apply', { count: check.changes.length })}
                </button>
              </div>
            )}
          </>
        )}
      </Form>
    </>
  );
}
