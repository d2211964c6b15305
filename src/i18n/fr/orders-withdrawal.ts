/** The withdrawal function (Directive (EU) 2023/2673): the order page's section, its page, the lookup page, their messages. */
export default {
  meta: {
    page: 'Rétractation de la commande {{number}}',
    lookup: 'Rétractation',
  },
  section: {
    title: 'Rétractation',
    open: 'Vous pouvez vous rétracter de cette commande jusqu’au {{date}} inclus, sans avoir à vous justifier.',
    openBeforeDelivery: 'Vous pouvez vous rétracter de cette commande, sans avoir à vous justifier, jusqu’à 14 jours après sa livraison.',
    button: 'Se rétracter du contrat ici',
    received: 'Rétractation reçue le {{date}} à {{time}}',
  },
  page: {
    title: 'Rétractation de la commande {{number}}',
    intro:
      'En confirmant, vous vous rétractez du contrat de vente de cette commande entière. Nous vous envoyons aussitôt un accusé de réception à l’adresse e-mail indiquée ci-dessous.',
    loading: 'Chargement de la commande…',
    order: 'Commande',
    date: 'Date de commande',
    total: 'Total payé',
    articles: 'Articles',
    line: '{{name}} ({{color}}, {{size}})',
    receipt: 'Votre accusé de réception',
    name: 'Nom',
    email: 'Adresse e-mail',
    submit: 'Confirmer la rétractation',
    backToOrder: 'Retour à la commande',
    lookupAgain: 'Demander un nouveau lien',
  },
  done: {
    received: 'Rétractation reçue le {{date}} à {{time}}. Un accusé de réception a été envoyé à {{email}}.',
    already: 'Votre rétractation de la commande {{number}} a déjà été reçue, le {{date}} à {{time}}.',
    cancelled:
      'Votre commande n’était pas encore expédiée : nous l’annulons et vous remboursons l’intégralité de son montant, frais de livraison compris, au plus tard 14 jours après votre rétractation.',
    sendBack:
      'Renvoyez-nous les articles au plus tard le {{date}}, à l’adresse indiquée dans l’accusé de réception. Nous vous rembourserons les articles et les frais de livraison standard ; les frais de renvoi restent à votre charge.',
  },
  closed: {
    periodOver: 'Le délai de rétractation de cette commande a pris fin le {{date}}.',
    cancelled: 'Cette commande est annulée : il n’y a plus de contrat dont se rétracter.',
    notPaid: 'Cette commande n’est pas payée : il n’y a pas de contrat dont se rétracter.',
  },
  errors: {
    periodOver:
      'Le délai de rétractation de 14 jours après la livraison de cette commande est écoulé : elle ne peut plus faire l’objet d’une rétractation.',
    cancelled: 'Cette commande est annulée : il n’y a plus de contrat dont se rétracter.',
    notPaid: 'Cette commande n’est pas payée : il n’y a pas de contrat dont se rétracter.',
    linkInvalid: 'Ce lien de rétractation n’est pas ou plus valide. Demandez-en un nouveau sur la page Rétractation.',
  },
  validation: {
    nameRequired: 'Indiquez votre nom.',
    nameTooLong: 'Le nom ne peut pas dépasser 200 caractères.',
    orderNumberRequired: 'Indiquez le numéro de commande.',
    orderNumberInvalid: 'Ce numéro de commande n’est pas valide : il commence par AT suivi de chiffres, par exemple AT001001.',
  },
  lookup: {
    title: 'Se rétracter d’une commande',
    intro:
      'Vous disposez de 14 jours après la livraison pour vous rétracter, sans avoir à vous justifier. Indiquez le numéro de votre commande et l’adresse e-mail utilisée pour la passer : nous y envoyons le lien de la page où vous confirmez votre rétractation.',
    orderNumber: 'Numéro de commande',
    orderNumberHint: 'Il figure dans l’e-mail de confirmation de commande, par exemple AT001001.',
    email: 'Adresse e-mail de la commande',
    submit: 'Recevoir le lien de rétractation',
    sent: 'Si cette commande existe et peut encore faire l’objet d’une rétractation, nous vous avons envoyé un lien à son adresse e-mail. Il ouvre la page où vous confirmez votre rétractation.',
    account: 'Vous avez un compte ? Chaque commande a son bouton de rétractation dans',
    accountLink: 'Mes commandes',
  },
};
