import type { ReactNode } from 'react';
import type { ApiResult } from '../../../lib/api';
import type { FieldBinding } from '../form/FormField';
import { InputField } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';

/** A deletion the page asks to confirm (spec back-office 8): the question, the call, and what to say once done. */
export type DeleteRequest = { question: string; remove(): Promise<ApiResult<void>>; done(): void };

/** One part of the parameters page (the page's menu links to its `id`): a heading, what it lists, its form, and where it says what happened. */
export function ParameterSection({ id, title, notice, children }: { id: string; title: string; notice: string; children: ReactNode }) {
  return (
    <section className="parameters__section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      <p role="status" className="parameters__notice">
        {notice}
      </p>
    </section>
  );
}

type RowActionsProps = { editLabel?: string; deleteLabel: string; onEdit?(): void; onDelete(): void; children?: ReactNode };

/** A row's controls (`children` first), its buttons each named with the row ("Supprimer la couleur Marine") for screen readers. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useBackTranslation();
  return (
    <td>
      <div className="orders-desk__actions">
        {children}
        {onEdit && (
          <button type="button" className="button button--ghost" aria-label={editLabel} onClick={onEdit}>
            {t('parameters.edit')}
          </button>
        )}
        <button type="button" className="button button--danger" aria-label={deleteLabel} onClick={onDelete}>
          {t('parameters.delete')}
        </button>
      </div>
    </td>
  );
}

/** The form's send button, and while a row is being edited, the way back to adding one. */
export function FormButtons({ label, busy, failure, onCancel }: { label: string; busy: boolean; failure: string; onCancel?(): void }) {
  const { t } = useBackTranslation();
  return (
    <>
      {failure && (
        <p role="alert" className="message message--error">
          {failure}
        </p>
      )}
      <div className="parameters__buttons">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {label}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('parameters.cancel')}
          </button>
        )}
      </div>
    </>
  );
}

type Names = { nameFr: string; nameEn: string };
type NamesForm = { values: Names; field(name: keyof Names): FieldBinding; set(name: keyof Names, value: string): void };

/** The French and English names of a collection or a colour. */
export function NameFields({ form }: { form: NamesForm }) {
  const { t } = useBackTranslation();
  return (
    <>
      <InputField
        label={t('parameters.nameFr')}
        field={form.field('nameFr')}
        required
        value={form.values.nameFr}
        onChange={(value) => form.set('nameFr', value)}
        maxLength={60}
      />
      <InputField
        label={t('parameters.nameEn')}
        field={form.field('nameEn')}
        required
        lang="en"
        value={form.values.nameEn}
        onChange={(value) => form.set('nameEn', value)}
        maxLength={60}
      />
    </>
  );
}
