import { z } from 'zod';
import { AUDIT_CATEGORIES } from '../../../domain/staff/audit-log';

const day = z.iso.date('back:audit.errors.dayInvalid');

export const auditQuery = z
  .object({
    category: z.enum(AUDIT_CATEGORIES, 'back:audit.errors.categoryInvalid').optional().describe('Only this kind of action'),
    q: z
      .string()
      .trim()
      .max(100, 'back:audit.errors.searchTooLong')
      .optional()
      .describe('Part of the name or e-mail of who acted, or the id acted on'),
    from: day.optional().describe('First Paris day'),
    to: day.optional().describe('Last Paris day'),
    page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based, 50 rows a page'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'back:audit.errors.periodReversed', path: ['to'] });

export const auditPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      at: z.iso.datetime(),
      actor: z.string().describe('"First Last <e-mail>" as it was; for a refused sign-in, the identifier typed'),
      staffId: z.number().int().nullable(),
      operation: z.string().describe('METHOD /api/admin/pattern'),
      key: z.string().nullable().describe('Names the action: back:audit.actions.<key>'),
      category: z.enum(AUDIT_CATEGORIES).nullable(),
      subject: z.string().nullable(),
      subjectPath: z.string().nullable().describe('The back-office page of what it acted on'),
      detail: z.string().nullable(),
      detailKind: z.enum(['status', 'refundCents', 'published']).nullable().describe('What detail holds'),
      refused: z.boolean().describe('A sign-in refused (wrong password, too many tries)'),
    }),
  ),
  total: z.number().int(),
  hasMore: z.boolean(),
});
