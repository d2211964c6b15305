import { z } from 'zod';
import { settingsShape } from '../../../domain/site-settings';

/** What GET and PUT /api/admin/settings answer: the page's values as a save sends them, and their version. */
export const siteSettingsStateSchema = z.object({
  version: z.string().describe('Send it back with the save: a save from an older version is refused (409 settings_changed)'),
  ...settingsShape((field) => (field.kind === 'switch' ? z.boolean() : z.string())),
});
