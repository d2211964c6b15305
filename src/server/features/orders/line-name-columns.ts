import { orderLines } from '../../../db/schema';

/** An order line's names in both languages, for a select whose rows `namedIn` then names in their reader's language. */
export const lineNameColumns = {
  name: orderLines.name,
  nameEn: orderLines.nameEn,
  colorName: orderLines.colorName,
  colorNameEn: orderLines.colorNameEn,
};
