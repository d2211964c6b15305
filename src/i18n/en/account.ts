import type { Messages } from '../types';
import type fr from '../fr/account';

export default {
  placeholder: 'To be replaced',
} satisfies Messages<typeof fr>;
