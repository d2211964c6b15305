import type { Locale } from '../../../domain/locale';
import en from './en';
import fr from './fr';

export type MailMessages = typeof fr;

export const mailMessages: Record<Locale, MailMessages> = { fr, en };
