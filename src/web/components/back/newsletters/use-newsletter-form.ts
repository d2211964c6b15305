import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { articleFormErrors, type ArticleInput } from '../../../../domain/newsletters/article-input';
import type { NewsletterArticle, SavedNewsletter } from '../../../../domain/newsletters/staff-newsletters';
import { useSendPress } from '../../../lib/use-send-press';
import { apiErrorMessage } from '../../addresses/api-message';
import type { FieldBinding } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';
import { newslettersApi } from './newsletters-api';

type Field = keyof ArticleInput;
const FIELDS: readonly Field[] = ['title', 'author', 'description', 'content'];

type Props = {
  /** The article being edited, as the API answered it; null on the creation form. */
  article: NewsletterArticle | null;
  /** A new article's author: the signed-in staff member's name, which they may change. */
  defaultAuthor?: string;
  /** After a save the API accepted, with what the form held. */
  onSaved(saved: SavedNewsletter, values: ArticleInput): void;
};

/**
 * The state of the newsletter form. A field's message shows once it has been left, and for
 * every field once sending was tried (then focus goes to the first to correct); the server's
 * message for a field (content with nothing left once cleaned) shows beside it until the field
 * changes; any other refusal shows above the form.
 */
export function useNewsletterForm({ article, defaultAuthor, onSaved }: Props) {
  const { t } = useBackTranslation();
  const formId = useId();
  const sendPress = useSendPress();
  const [values, setValues] = useState<ArticleInput>(() =>
    article
      ? { title: article.title, author: article.author, description: article.description, content: article.content }
      : { title: '', author: defaultAuthor ?? '', description: '', content: '' },
  );
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const errors = articleFormErrors(values);
  const fieldId = (name: Field) => `${formId}-${name}`;

  const field = (name: Field): FieldBinding => {
    const own = errors[name];
    return {
      id: fieldId(name),
      error: serverErrors[name] ?? ((showAll || touched.has(name)) && own ? t(own) : undefined),
      touch: () => {
        if (!sendPress.pressing()) setTouched((current) => new Set(current).add(name));
      },
    };
  };

  const change = (name: Field) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (serverErrors[name]) setServerErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const invalid = FIELDS.filter((name) => errors[name]);
    if (invalid.length > 0) {
      // Rendered before focus moves, so the field is announced with its message.
      flushSync(() => {
        setShowAll(true);
        setSummary(t('newsletters.form.errorSummary', { count: invalid.length }));
      });
      document.getElementById(fieldId(invalid[0]!))?.focus();
      return;
    }
    setSaving(true);
    const result = article ? await newslettersApi.update(article.id, values) : await newslettersApi.create(values);
    setSaving(false);
    if (result.ok) {
      setSummary(null);
      onSaved(result.data, values);
      return;
    }
    const name = FIELDS.find((candidate) => candidate === result.error.field);
    if (!name) {
      setSummary(result.error.status >= 500 ? t('newsletters.form.failed') : apiErrorMessage(result.error, t));
      return;
    }
    flushSync(() => {
      setServerErrors((current) => ({ ...current, [name]: apiErrorMessage(result.error, t) }));
      setSummary(t('newsletters.form.errorSummary', { count: 1 }));
    });
    document.getElementById(fieldId(name))?.focus();
  };

  /** A text field of the form, for InputField and TextAreaField. */
  const own = (name: Exclude<Field, 'content'>) => ({ field: field(name), value: values[name], onChange: change(name) });

  return {
    values,
    initialContent: article?.content ?? '',
    own,
    field,
    change,
    submit,
    onSendPointerDown: sendPress.onPointerDown,
    summary,
    saving,
    editing: article !== null,
  };
}
