import { collectionInputSchema } from '../../../../domain/catalogue/parameters';
import { InputField } from '../invoice-form/FormField';
import { DeskTable } from '../DeskTable';
import { useBackTranslation } from '../use-back-translation';
import { parametersApi, type CollectionItem } from './parameters-api';
import { FormButtons, ParameterSection, RowActions, type DeleteRequest } from './shared';
import { useEditableForm } from './use-editable-form';

type Props = { collections: CollectionItem[]; onChanged(): void; onDelete(request: DeleteRequest): void };

const BLANK = { nameFr: '', nameEn: '' };

/** Collections: their French and English names; added, renamed, or deleted while no product uses them. */
export function CollectionsSection({ collections, onChanged, onDelete }: Props) {
  const { t } = useBackTranslation();
  const { form, editing, edit, stopEditing, send, notice, setNotice } = useEditableForm({
    prefix: 'collection',
    blank: BLANK,
    schema: collectionInputSchema,
    add: parametersApi.addCollection,
    edit: {
      values: (item: CollectionItem) => ({ nameFr: item.nameFr, nameEn: item.nameEn }),
      save: (item: CollectionItem, body) => parametersApi.renameCollection(item.id, body),
    },
    said: (saved, edited) => t(edited ? 'parameters.collections.saved' : 'parameters.collections.added', { name: saved.nameFr }),
    onChanged,
  });

  return (
    <ParameterSection id="collections" title={t('parameters.collections.title')} notice={notice}>
      {collections.length === 0 ? (
        <p>{t('parameters.collections.none')}</p>
      ) : (
        <div className="parameters__scroll">
          <DeskTable
            caption={t('parameters.collections.caption')}
            columns={[t('parameters.collections.nameFr'), t('parameters.collections.nameEn'), t('parameters.products'), t('parameters.actions')]}
          >
            {collections.map((collection) => (
              <tr key={collection.id}>
                <th scope="row">{collection.nameFr}</th>
                <td lang="en">{collection.nameEn}</td>
                <td>{collection.products}</td>
                <RowActions
                  editLabel={t('parameters.collections.editLabel', { name: collection.nameFr })}
                  deleteLabel={t('parameters.collections.deleteLabel', { name: collection.nameFr })}
                  onEdit={() => edit(collection)}
                  onDelete={() =>
                    onDelete({
                      question: t('parameters.collections.deleteQuestion', { name: collection.nameFr }),
                      remove: () => parametersApi.deleteCollection(collection.id),
                      done: () => setNotice(t('parameters.deleted', { name: collection.nameFr })),
                    })
                  }
                />
              </tr>
            ))}
          </DeskTable>
        </div>
      )}
      <form className="parameters__form" noValidate onSubmit={send} aria-labelledby="collection-form-title">
        <h3 id="collection-form-title">
          {editing ? t('parameters.collections.editTitle', { name: editing.nameFr }) : t('parameters.collections.newTitle')}
        </h3>
        <InputField
          label={t('parameters.collections.nameFr')}
          field={form.field('nameFr')}
          required
          value={form.values.nameFr}
          onChange={(value) => form.set('nameFr', value)}
          maxLength={60}
        />
        <InputField
          label={t('parameters.collections.nameEn')}
          field={form.field('nameEn')}
          required
          lang="en"
          value={form.values.nameEn}
          onChange={(value) => form.set('nameEn', value)}
          maxLength={60}
        />
        <FormButtons
          label={editing ? t('parameters.save') : t('parameters.collections.add')}
          busy={form.busy}
          failure={form.failure}
          onCancel={editing ? stopEditing : undefined}
        />
      </form>
    </ParameterSection>
  );
}
