import type { Messages } from '../types';
import type fr from '../fr/catalogue';

export default {
  placeholder: 'To be replaced',
} satisfies Messages<typeof fr>;
