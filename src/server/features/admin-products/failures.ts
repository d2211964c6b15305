import { HttpError } from '../../errors';

/** Expected refusals of the products API, each with its code and catalogue message. */
const key = (name: string) => `back:productErrors.${name}`;

export const productNotFound = () => new HttpError(404, 'product_not_found', key('notFound'));
export const productArchived = () => new HttpError(409, 'product_archived', key('archived'));
export const productNotArchived = () => new HttpError(409, 'product_not_archived', key('notArchived'));
/** Someone saved the product after this form opened it: nothing was written, the form offers to reload. */
export const versionConflict = () => new HttpError(409, 'version_conflict', key('versionConflict'));
export const referenceTaken = () => new HttpError(409, 'reference_taken', key('referenceTaken'), 'reference');
/** Orders took units since the form opened: fewer are left than the staff member removes. */
export const stockChanged = (index: number, left: number) =>
  new HttpError(409, 'stock_changed', key('stockChanged'), `stock.${index}.quantity`, { left });
/** A collection, colour or size chosen in the form no longer exists (deleted in the parameters meanwhile). */
export const optionGone = (field: string, which: 'collection' | 'color' | 'size') => new HttpError(409, 'option_gone', key(`${which}Gone`), field);
