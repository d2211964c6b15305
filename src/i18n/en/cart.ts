import type { Messages } from '../types';
import type fr from '../fr/cart';

export default {
  placeholder: 'To be replaced',
} satisfies Messages<typeof fr>;
