import type { Messages } from '../types';
import type fr from '../fr/back-newsletter-sends';

export default {
  errors: {
    running: 'This article is being sent: wait until the send is over to publish it again.',
    deleteRunning: 'This newsletter is being sent: wait until the send is over to delete it.',
    empty: 'This article is empty: write its content before publishing it.',
    neverSent: 'This article has not been sent yet.',
    progressUnavailable: 'The send’s progress cannot be read right now; trying again in a few seconds.',
  },
  publish: 'Publish',
  publishAgain: 'Publish again',
  which: '“{{title}}”',
  loading: 'Loading...',
  sending: 'Sending',
  question: 'Publish “{{title}}”?',
  text: 'The article is mailed at once to every newsletter subscriber. A send that has started cannot be stopped.',
  cancel: 'CANCEL',
  confirm: 'CONFIRM',
  progress: {
    label: 'Sending “{{title}}”',
    queuing: 'Preparing the send to {{total, number}} recipients…',
    counts_one: '{{sent, number}} of {{total, number}} sent, {{failed, number}} failed',
    counts_other: '{{sent, number}} of {{total, number}} sent, {{failed, number}} failed',
    withSkipped: '{{counts}}, {{skipped}}',
    skipped_one: '{{count}} unsubscribed',
    skipped_other: '{{count, number}} unsubscribed',
    finished: 'Send finished on {{date}}.',
  },
} satisfies Messages<typeof fr>;
