import { COLLECTION_DESCRIPTION_MAX, collectionInputSchema } from '../../../../domain/catalogue/parameters';
import { TextAreaField } from '../form/FormField';
import { DeskTable } from '../DeskTable';
import { useBackTranslation } from '../use-back-translation';
import { parametersApi, type CollectionItem } from './parameters-api';
import { FormButtons, NameFields, ParameterSection, RowActions, type DeleteRequest } from './shared';
import { useEditableForm } from './use-editable-form';

type Props = { collections: CollectionItem[]; onChanged(): void; onDelete(request: DeleteRequest): void };

const BLANK = { nameFr: '', nameEn: '', descriptionFr: '', descriptionEn: '' };

/** Collections: their French and English names and descriptions; added, edited, or deleted while no product uses them. */
export function CollectionsSection({ collections, onChanged, onDelete }: Props) {
  const { t } = useBackTranslation();
  const { form, editing, edit, stopEditing, send, notice, askDelete } = useEditableForm({
    prefix: 'collection',
    blank: BLANK,
    schema: collectionInputSchema,
    add: parametersApi.addCollection,
    edit: {
      values: (item: CollectionItem) => ({
        nameFr: item.nameFr,
        nameEn: item.nameEn,
        descriptionFr: item.descriptionFr,
        descriptionEn: item.descriptionEn,
      }),
      save: (item: CollectionItem, body) => parametersApi.renameCollection(item.id, body),
    },
    said: (saved, edited) => t(edited ? 'parameters.collections.saved' : 'parameters.collections.added', { name: saved.nameFr }),
    onChanged,
    onDelete,
  });

  return (
    <ParameterSection id="collections" title={t('parameters.collections.title')} notice={notice}>
      {collections.length === 0 ? (
        <p>{t('parameters.collections.none')}</p>
      ) : (
        <div className="parameters__scroll">
          <DeskTable
            caption={t('parameters.collections.caption')}
            columns={[t('parameters.nameFr'), t('parameters.nameEn'), t('parameters.products'), t('parameters.actions')]}
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
                    askDelete(collection.nameFr, t('parameters.collections.deleteQuestion', { name: collection.nameFr }), () =>
                      parametersApi.deleteCollection(collection.id),
                    )
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
        <NameFields form={form} />
        <TextAreaField
          label={t('parameters.collections.descriptionFr')}
          hint={t('parameters.collections.descriptionHint')}
          field={form.field('descriptionFr')}
          value={form.values.descriptionFr}
          onChange={(value) => form.set('descriptionFr', value)}
          maxLength={COLLECTION_DESCRIPTION_MAX}
          rows={3}
        />
        <TextAreaField
          label={t('parameters.collections.descriptionEn')}
          field={form.field('descriptionEn')}
          lang="en"
          value={form.values.descriptionEn}
          onChange={(value) => form.set('descriptionEn', value)}
          maxLength={COLLECTION_DESCRIPTION_MAX}
          rows={3}
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
