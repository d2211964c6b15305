import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import type { ApiResult } from '../../../lib/api';
import { useBackTranslation } from '../use-back-translation';
import type { DeleteRequest } from './shared';
import { useParameterForm } from './use-parameter-form';

type Options<Item, Values, Body, Saved> = {
  prefix: string;
  blank: Values;
  schema: ZodType<Body>;
  /** What the form sends for what it holds (e.g. euros typed as text become cents). */
  body?(values: Values): unknown;
  add(body: Body): Promise<ApiResult<Saved>>;
  /** Rows that can be edited: the form then holds the row's values until saved or cancelled. */
  edit?: { values(item: Item): Values; save(item: Item, body: Body): Promise<ApiResult<Saved>> };
  /** What the section says once saved. */
  said(saved: Saved, edited: boolean): string;
  /** Called after every write, to read the lists again. */
  onChanged(): void;
  /** The page's confirmation of a deletion. */
  onDelete?(request: DeleteRequest): void;
};

/**
 * A section's form that adds a row, or (where the API allows it) edits one: sends, says what
 * was done in the section's status line, and hands the focus to the form when a row is picked.
 * A row's deletion goes to the page's confirmation and is said in the same status line.
 */
export function useEditableForm<Item, Values extends Record<string, string>, Body, Saved>(options: Options<Item, Values, Body, Saved>) {
  const { t } = useBackTranslation();
  const form = useParameterForm(options.prefix, options.blank);
  const [editing, setEditing] = useState<Item | null>(null);
  const [notice, setNotice] = useState('');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const body = options.body ? options.body(form.values) : form.values;
    const saved = await form.submit(options.schema, body, (checked) =>
      editing && options.edit ? options.edit.save(editing, checked) : options.add(checked),
    );
    if (saved === null) return;
    setNotice(options.said(saved, editing !== null));
    setEditing(null);
    options.onChanged();
  };

  const edit = (item: Item) => {
    if (!options.edit) return;
    setEditing(item);
    form.load(options.edit.values(item));
    const first = Object.keys(options.blank)[0]!;
    requestAnimationFrame(() => document.getElementById(form.field(first).id)?.focus());
  };

  const stopEditing = () => {
    setEditing(null);
    form.load(options.blank);
  };

  const askDelete = (name: string, question: string, remove: () => Promise<ApiResult<void>>) =>
    options.onDelete?.({ question, remove, done: () => setNotice(t('parameters.deleted', { name })) });

  return { form, editing, edit, stopEditing, send, notice, setNotice, askDelete };
}
