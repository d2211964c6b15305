import { sizeInputSchema } from '../../../../domain/catalogue/parameters';
import { InputField } from '../form/FormField';
import { DeskTable } from '../DeskTable';
import { useBackTranslation } from '../use-back-translation';
import { parametersApi, type SizeItem } from './parameters-api';
import { FormButtons, ParameterSection, RowActions, type DeleteRequest } from './shared';
import { useEditableForm } from './use-editable-form';

type Props = { sizes: SizeItem[]; onChanged(): void; onDelete(request: DeleteRequest): void };

/** Sizes, in the shop's display order (the spec's eight, then those added later); added, or deleted while no product stocks it. */
export function SizesSection({ sizes, onChanged, onDelete }: Props) {
  const { t } = useBackTranslation();
  const { form, send, notice, askDelete } = useEditableForm<SizeItem, { name: string }, { name: string }, SizeItem>({
    prefix: 'size',
    blank: { name: '' },
    schema: sizeInputSchema,
    add: parametersApi.addSize,
    said: (saved) => t('parameters.sizes.added', { name: saved.name }),
    onChanged,
    onDelete,
  });

  return (
    <ParameterSection id="sizes" title={t('parameters.sizes.title')} notice={notice}>
      <p>{t('parameters.sizes.order')}</p>
      {sizes.length === 0 ? (
        <p>{t('parameters.sizes.none')}</p>
      ) : (
        <div className="parameters__scroll">
          <DeskTable
            caption={t('parameters.sizes.caption')}
            columns={[t('parameters.sizes.name'), t('parameters.products'), t('parameters.actions')]}
          >
            {sizes.map((size) => (
              <tr key={size.id}>
                <th scope="row">{size.name}</th>
                <td>{size.products}</td>
                <RowActions
                  deleteLabel={t('parameters.sizes.deleteLabel', { name: size.name })}
                  onDelete={() =>
                    askDelete(size.name, t('parameters.sizes.deleteQuestion', { name: size.name }), () => parametersApi.deleteSize(size.id))
                  }
                />
              </tr>
            ))}
          </DeskTable>
        </div>
      )}
      <form className="parameters__form" noValidate onSubmit={send} aria-labelledby="size-form-title">
        <h3 id="size-form-title">{t('parameters.sizes.newTitle')}</h3>
        <InputField
          label={t('parameters.sizes.name')}
          field={form.field('name')}
          required
          value={form.values.name}
          onChange={(value) => form.set('name', value)}
          maxLength={10}
          autoComplete="off"
        />
        <FormButtons label={t('parameters.sizes.add')} busy={form.busy} failure={form.failure} />
      </form>
    </ParameterSection>
  );
}
