import type { ZodType } from 'zod';

/** Field name → message key (`account:validation.emailInvalid`), the first problem of each field. */
export type FieldErrors = Record<string, string>;

/**
 * Checks the values with a shared zod schema (the one the API applies) and keeps the first
 * message of each top-level field, in the schema's order.
 */
export function schemaErrors(schema: ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Schemas name their messages as catalogue keys; anything else is zod's own English text. */
export function isMessageKey(message: string): boolean {
  return /^[a-z]+:[A-Za-z0-9_.]+$/.test(message);
}

/** The text fields of a form, as strings (an absent field reads as empty). */
export function formValues<F extends string>(data: FormData, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')])) as Record<F, string>;
}
