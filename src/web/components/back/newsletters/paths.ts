import { backPagePath } from '../../../../domain/staff/back-office-pages';

/** The newsletter pages' addresses, from the back office's page table (the spec's URLs). */
export const newslettersPath = () => backPagePath('newsletters');
export const createNewsletterPath = () => backPagePath('createNewsletter');
export const readNewsletterPath = (id: number) => backPagePath('readNewsletter').replace(':id', String(id));
export const editNewsletterPath = (id: number) => backPagePath('editNewsletter').replace(':id', String(id));
