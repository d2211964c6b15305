import { colorInputSchema } from '../../../../domain/catalogue/parameters';
import { InputField } from '../form/FormField';
import { DeskTable } from '../DeskTable';
import { useBackTranslation } from '../use-back-translation';
import { parametersApi, type ColorItem } from './parameters-api';
import { FormButtons, NameFields, ParameterSection, RowActions, type DeleteRequest } from './shared';
import { useEditableForm } from './use-editable-form';

type Props = { colors: ColorItem[]; onChanged(): void; onDelete(request: DeleteRequest): void };

const BLANK = { nameFr: '', nameEn: '', code: '#000000' };
const FULL_CODE = /^#[0-9a-f]{6}$/i;

function Swatch({ code }: { code: string }) {
  return <span className="parameters__swatch" style={{ background: code }} aria-hidden="true" />;
}

/**
 * Colours: names in both languages and the display colour, picked with the browser's colour
 * picker or typed as #rrggbb (both stay in step); added, changed, or deleted while no product
 * stocks it or shows it on a picture.
 */
export function ColorsSection({ colors, onChanged, onDelete }: Props) {
  const { t } = useBackTranslation();
  const { form, editing, edit, stopEditing, send, notice, askDelete } = useEditableForm({
    prefix: 'color',
    blank: BLANK,
    schema: colorInputSchema,
    add: parametersApi.addColor,
    edit: {
      values: (item: ColorItem) => ({ nameFr: item.nameFr, nameEn: item.nameEn, code: item.code }),
      save: (item: ColorItem, body) => parametersApi.changeColor(item.id, body),
    },
    said: (saved, edited) => t(edited ? 'parameters.colors.saved' : 'parameters.colors.added', { name: saved.nameFr }),
    onChanged,
    onDelete,
  });

  const code = form.values.code;
  return (
    <ParameterSection id="colors" title={t('parameters.colors.title')} notice={notice}>
      {colors.length === 0 ? (
        <p>{t('parameters.colors.none')}</p>
      ) : (
        <div className="parameters__scroll">
          <DeskTable
            caption={t('parameters.colors.caption')}
            columns={[
              t('parameters.nameFr'),
              t('parameters.colors.swatch'),
              t('parameters.nameEn'),
              t('parameters.colors.code'),
              t('parameters.products'),
              t('parameters.actions'),
            ]}
          >
            {colors.map((color) => (
              <tr key={color.id}>
                <th scope="row">{color.nameFr}</th>
                <td>
                  <Swatch code={color.code} />
                </td>
                <td lang="en">{color.nameEn}</td>
                <td>
                  <code>{color.code}</code>
                </td>
                <td>{color.products}</td>
                <RowActions
                  editLabel={t('parameters.colors.editLabel', { name: color.nameFr })}
                  deleteLabel={t('parameters.colors.deleteLabel', { name: color.nameFr })}
                  onEdit={() => edit(color)}
                  onDelete={() =>
                    askDelete(color.nameFr, t('parameters.colors.deleteQuestion', { name: color.nameFr }), () => parametersApi.deleteColor(color.id))
                  }
                />
              </tr>
            ))}
          </DeskTable>
        </div>
      )}
      <form className="parameters__form" noValidate onSubmit={send} aria-labelledby="color-form-title">
        <h3 id="color-form-title">{editing ? t('parameters.colors.editTitle', { name: editing.nameFr }) : t('parameters.colors.newTitle')}</h3>
        <NameFields form={form} />
        {/* The picker and the typed code are one value, side by side. */}
        <div className="parameters__color">
          <InputField
            label={t('parameters.colors.code')}
            field={form.field('code')}
            required
            hint={t('parameters.colors.codeHint')}
            value={code}
            onChange={(value) => form.set('code', value)}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
          />
          <div className="parameters__picker-field">
            <label htmlFor="color-picker" className="address-form__label">
              {t('parameters.colors.picker')}
            </label>
            <input
              id="color-picker"
              type="color"
              className="parameters__picker"
              value={FULL_CODE.test(code) ? code.toLowerCase() : '#000000'}
              onChange={(event) => form.set('code', event.target.value)}
            />
          </div>
        </div>
        <FormButtons
          label={editing ? t('parameters.save') : t('parameters.colors.add')}
          busy={form.busy}
          failure={form.failure}
          onCancel={editing ? stopEditing : undefined}
        />
      </form>
    </ParameterSection>
  );
}
