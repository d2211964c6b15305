/** Publishing a newsletter article and following its send (ADR 20): the button, its dialog, the progress, the API's refusals. */
export default {
  errors: {
    running: 'Cet article est en cours d’envoi : attendez la fin de l’envoi pour le publier à nouveau.',
    deleteRunning: 'L’envoi de cette newsletter est en cours : attendez qu’il soit terminé pour la supprimer.',
    empty: 'Cet article est vide : écrivez son contenu avant de le publier.',
    neverSent: 'Cet article n’a pas encore été envoyé.',
    progressUnavailable: 'L’avancement de l’envoi ne peut pas être lu pour le moment ; nouvel essai dans quelques secondes.',
  },
  publish: 'Publier',
  publishAgain: 'Publier à nouveau',
  /** After the button's words, for screen readers: on the list, each card has one. */
  which: '« {{title}} »',
  loading: 'Chargement...',
  sending: 'Envoi en cours',
  question: 'Publier « {{title}} » ?',
  text: 'L’article est envoyé tout de suite par e-mail à chaque abonné de la newsletter. Un envoi commencé ne peut pas être arrêté.',
  cancel: 'ANNULER',
  confirm: 'CONFIRMER',
  progress: {
    label: 'Envoi de « {{title}} »',
    queuing: 'Préparation de l’envoi à {{total, number}} destinataires…',
    counts_one: '{{sent, number}} sur {{total, number}} envoyé, {{failed, number}} en échec',
    counts_other: '{{sent, number}} sur {{total, number}} envoyés, {{failed, number}} en échec',
    /** Only when some recipients unsubscribed during the send: their mails were not sent. */
    withSkipped: '{{counts}}, {{skipped}}',
    skipped_one: '{{count}} désinscrit',
    skipped_other: '{{count, number}} désinscrits',
    finished: 'Envoi terminé le {{date}}.',
  },
};
