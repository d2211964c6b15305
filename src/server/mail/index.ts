/** The mail module, as other features and main.ts use it. */
export { enqueueMail, forgetMailsTo, readShopIdentity, type MailToQueue } from './outbox';
export { notifyMailQueued } from './queue-signal';
export { mayMailVisitorRecipient } from './recipient-limit';
export type { MailTemplate, MailTemplateData } from './templates';
export { createMailTransport, describeMail, type MailTransport, type OutgoingMail } from './transport';
export { startMailWorker, type MailWorker, type MailWorkerOptions } from './worker';
