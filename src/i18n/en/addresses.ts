import type { Messages } from '../types';
import type fr from '../fr/addresses';

export default {
  placeholder: 'To be replaced',
} satisfies Messages<typeof fr>;
