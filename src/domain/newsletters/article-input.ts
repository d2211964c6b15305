import { z } from 'zod';
import { LOCALES } from '../locale';
import { PLAIN_TEXT_MESSAGE, plainText } from '../plain-text';

/**
 * A newsletter article as staff write it (spec back-office sections 2, 3 and 5): title,
 * author, description and content, all required. One definition for the form and the API
 * (`POST` and `PUT /api/admin/newsletters`); messages are catalogue keys of the back office
 * that name their field, so the API answers the very sentence the form shows. The content is
 * HTML from the editor: the server sanitises it before storing (ADR 19), and refuses it when
 * nothing is left.
 */
const message = (key: string) => `back:newsletters.validation.${key}`;

export const ARTICLE_LIMITS = {
  title: 150,
  author: 100,
  description: 600,
  /** The HTML, tags included: a long article is about 20,000 characters. */
  content: 100_000,
} as const;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: message(`${field}Missing`) })
    .trim()
    .min(1, { error: message(`${field}Missing`), abort: true })
    .max(max, message(`${field}TooLong`))
    .check(plainText);

/** Control characters but tab and line breaks, and lone surrogates (plain-text.ts): never part of an article's HTML. */
const UNSTORABLE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/**
 * Whether an article's HTML shows anything: text, or a picture. Checked on the tags alone: this
 * says nothing about safety (the server's sanitiser does).
 */
export function articleHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
  return text !== '';
}

/** One paragraph (the mail's introduction): line breaks typed in the box become spaces. */
const oneParagraph = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
const noUnstorable = (html: string) => !UNSTORABLE.test(html);

export const articleInputSchema = z.object({
  title: requiredText('title', ARTICLE_LIMITS.title),
  author: requiredText('author', ARTICLE_LIMITS.author),
  description: z
    .string({ error: message('descriptionMissing') })
    .overwrite(oneParagraph)
    .min(1, { error: message('descriptionMissing'), abort: true })
    .max(ARTICLE_LIMITS.description, message('descriptionTooLong'))
    .check(plainText),
  content: z
    .string({ error: message('contentMissing') })
    .max(ARTICLE_LIMITS.content, { error: message('contentTooLong'), abort: true })
    .refine(articleHasContent, { error: message('contentMissing'), abort: true })
    .refine(noUnstorable, PLAIN_TEXT_MESSAGE),
});

export type ArticleInput = z.infer<typeof articleInputSchema>;

/** The form's messages, by field (the first of each): the keys the form translates and the API answers. */
export function articleFormErrors(values: ArticleInput): Partial<Record<keyof ArticleInput, string>> {
  const result = articleInputSchema.safeParse(values);
  const errors: Partial<Record<keyof ArticleInput, string>> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path[0] as keyof ArticleInput] ??= issue.message;
  return errors;
}

/** The preview of a draft: the same fields, any of them still empty, and the language of the mail's frame. */
export const articlePreviewSchema = z.object({
  title: z.string().trim().max(ARTICLE_LIMITS.title, message('titleTooLong')).check(plainText).default(''),
  description: z.string().overwrite(oneParagraph).max(ARTICLE_LIMITS.description, message('descriptionTooLong')).check(plainText).default(''),
  content: z.string().max(ARTICLE_LIMITS.content, message('contentTooLong')).refine(noUnstorable, PLAIN_TEXT_MESSAGE).default(''),
  locale: z.enum(LOCALES).default('fr'),
});

export type ArticlePreviewInput = z.input<typeof articlePreviewSchema>;
export type ArticlePreview = z.output<typeof articlePreviewSchema>;
