import returns from './orders-returns';
import withdrawal from './orders-withdrawal';

/** The customer's orders in the account: /commandes and /commande/{id}. */
export default {
  returns,
  withdrawal,
  meta: {
    list: 'Mes commandes',
    detail: 'Commande {{number}}',
  },
  /** The statuses in the customer's words (spec section 4); an order awaiting payment is never shown to them. */
  status: {
    awaiting_payment: 'En attente de paiement',
    pending: 'En attente',
    processing: 'En traitement',
    shipped: 'En cours de livraison',
    delivered: 'Livrée',
    cancelled: 'Annulée',
  },
  list: {
    title: 'Mes commandes',
    order: 'Commande {{number}}',
    date: 'Date',
    status: 'Statut',
    total: 'Total',
    articles: 'Articles',
    view: 'Voir le détail',
    hide: 'Supprimer',
    /** Read after each action's name by screen readers, so that each button says which order it acts on. */
    which: 'de la commande {{number}}',
    more: 'Plus de commandes',
    empty: 'Vous n’avez pas encore passé de commande.',
    emptyLink: 'Découvrir la boutique',
    hidden: 'La commande {{number}} a été supprimée de votre liste.',
  },
  hideDialog: {
    question: 'Êtes-vous certain de vouloir supprimer cette commande ?',
    text: 'Elle n’apparaîtra plus dans votre liste de commandes. Cette action est irréversible.',
    cancel: 'Annuler',
    confirm: 'Confirmer',
  },
  detail: {
    title: 'Commande {{number}}',
    date: 'Date de commande',
    status: 'Statut',
    delivery: 'Adresse de livraison',
    billing: 'Adresse de facturation',
    products: 'Articles commandés',
    reference: 'Référence',
    name: 'Produit',
    color: 'Couleur',
    size: 'Taille',
    price: 'Prix',
    quantity: 'Quantité',
    amounts: 'Montants',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    free: 'Gratuite',
    discount: 'Réduction',
    discountCode: 'Réduction ({{code}})',
    total: 'Total',
    back: 'Retour à mes commandes',
  },
  progress: {
    title: 'Suivi de la commande',
    paid: 'Payée le {{date}}',
    shipped: 'Expédiée le {{date}}',
    delivered: 'Livrée le {{date}}',
    cancelled: 'Annulée le {{date}}',
    parcel: '— {{carrier}}, numéro de suivi {{number}}.',
    track: 'Suivre mon colis (s’ouvre dans un nouvel onglet)',
    refunded: 'Remboursé sur votre carte : {{amount}}',
    carriers: { colissimo: 'Colissimo', mondial_relay: 'Mondial Relay', chronopost: 'Chronopost', dhl: 'DHL', other: 'Transporteur' },
  },
  errors: {
    notFound: 'Cette commande n’existe pas.',
  },
  notFound: {
    title: 'Commande introuvable',
    text: 'Cette commande n’existe pas ou ne figure plus dans votre liste.',
  },
};
