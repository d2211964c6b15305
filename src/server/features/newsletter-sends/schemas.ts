import { z } from 'zod';
import type { SendProgress } from '../../../domain/newsletters/send-progress';
import { idParams } from '../../../domain/ids';

export const articleIdParams = idParams;

export const sendProgressSchema = z
  .object({
    sendId: z.number().int(),
    state: z
      .enum(['queuing', 'sending', 'finished'])
      .describe('queuing: mails being written to the outbox; sending: some wait for delivery; finished'),
    total: z.number().int().describe('Recipients found at publication while queuing, then the mails queued'),
    queued: z.number().int().describe('Mails queued so far, one per address'),
    sent: z.number().int(),
    failed: z.number().int().describe('Given up: refused for good, or failing at every attempt'),
    skipped: z.number().int().describe('Not sent: the recipient unsubscribed after the mail was queued'),
    remaining: z.number().int(),
    startedAt: z.string(),
    queuedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .describe('Where a newsletter send stands, counted from the outbox') satisfies z.ZodType<SendProgress>;
