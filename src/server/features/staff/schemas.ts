import { z } from 'zod';

/** Response shapes of the staff session API, for the OpenAPI document. */

export const staffMemberSchema = z.object({
  staff: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), role: z.enum(['admin', 'collaborator']) }),
});

export const sidebarSchema = z.object({
  unconsultedOrders: z.number().int().describe('Paid orders no staff member has opened yet (the sidebar badge)'),
});
