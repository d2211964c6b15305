import { formatPrice } from '../../../domain/money';
import type { Locale } from '../../../domain/locale';
import type { AfterSaleLine } from './templates';

/**
 * Texts of the after-sale mails, French source and its English twin. Plain text: the layout
 * escapes them.
 */

const fr = {
  line: ({ name, colorName, sizeName }: AfterSaleLine) => `${name} (${colorName}, ${sizeName})`,
  money: (cents: number) => formatPrice(cents, 'fr'),
  seeOrder: 'Voir ma commande',
  withdraw: 'Se rétracter du contrat ici',
  withdrawalNote: 'Vous pouvez vous rétracter de ce contrat pendant 14 jours après la livraison, sans avoir à vous justifier :',
  shipped: {
    subject: (shop: string, number: string) => `Votre commande ${number} est en route – ${shop}`,
    heading: 'Votre colis est en route',
    intro: (number: string, carrier: string) => `Bonne nouvelle : votre commande ${number} a été confiée à ${carrier}.`,
    tracking: 'Numéro de suivi',
    track: 'Suivre mon colis',
    noTrackingPage: (carrier: string) => `Suivez votre colis avec ce numéro sur le site de ${carrier}.`,
  },
  delivered: {
    subject: (shop: string, number: string) => `Votre commande ${number} est livrée – ${shop}`,
    heading: 'Votre commande est livrée',
    intro: (number: string) => `Votre commande ${number} a été livrée. Nous espérons qu’elle vous plaît !`,
    periods: (withdrawal: string, returns: string) =>
      `Vous pouvez vous rétracter jusqu’au ${withdrawal} inclus, et nous retourner des articles jusqu’au ${returns} inclus.`,
    returnAction: 'Retourner des articles',
  },
  cancelled: {
    subject: (shop: string, number: string) => `Votre commande ${number} est annulée – ${shop}`,
    heading: 'Votre commande est annulée',
    intro: (number: string) => `Votre commande ${number} a été annulée. Ces articles ne vous seront pas envoyés :`,
    refund: (amount: string) => `Nous vous remboursons ${amount} sur la carte utilisée pour le paiement ; un e-mail vous le confirmera.`,
    nothingPaid: 'Aucun paiement n’a été encaissé pour cette commande.',
  },
  refunded: {
    subject: (shop: string, number: string) => `Remboursement de votre commande ${number} – ${shop}`,
    heading: 'Votre remboursement est en route',
    intro: (amount: string, number: string, reason: 'cancellation' | 'return' | 'shortfall') =>
      `Nous vous avons remboursé ${amount} pour votre commande ${number}${
        reason === 'return' ? ', suite à votre retour' : reason === 'shortfall' ? ', dont un article n’était plus disponible' : ', annulée'
      }.`,
    amount: 'Montant remboursé',
    card: 'Le remboursement est fait sur la carte utilisée pour le paiement.',
    bank: (min: number, max: number) => `Selon votre banque, il apparaîtra sur votre compte sous ${min} à ${max} jours ouvrés.`,
  },
  withdrawal: {
    subject: (shop: string, number: string) => `Accusé de réception de votre rétractation – commande ${number} – ${shop}`,
    heading: 'Nous avons reçu votre rétractation',
    intro: (number: string, at: string) =>
      `Nous accusons réception de votre rétractation du contrat de la commande ${number}, reçue le ${at} (heure de Paris).`,
    total: 'Montant payé',
    cancelled:
      'Votre commande n’était pas encore expédiée : nous l’annulons et vous remboursons l’intégralité de son montant, frais de livraison compris.',
    sendBack: (until: string) =>
      `Renvoyez-nous les articles au plus tard le ${until}, à l’adresse ci-dessous. Nous vous rembourserons les articles et les frais de livraison standard dès leur réception.`,
    returnAddress: 'Adresse de retour',
    durable: 'Conservez cet e-mail : il est la preuve de votre rétractation, avec son contenu, sa date et son heure.',
  },
  withdrawalLink: {
    subject: (shop: string, number: string) => `Votre lien de rétractation – commande ${number} – ${shop}`,
    heading: 'Se rétracter de votre commande',
    intro: (number: string) =>
      `Vous avez demandé à vous rétracter de la commande ${number}. Le bouton ci-dessous ouvre la page où vous confirmez votre rétractation.`,
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change sans votre confirmation.',
  },
  returnRequested: {
    subject: (shop: string, number: string) => `Votre demande de retour – commande ${number} – ${shop}`,
    heading: 'Votre demande de retour est enregistrée',
    intro: (number: string) => `Nous avons bien reçu votre demande de retour pour la commande ${number}. Articles à nous renvoyer :`,
    returnAddress: 'Adresse de retour',
    next: 'Dès réception et vérification des articles, nous vous rembourserons et vous écrirons.',
  },
  returnReceived: {
    subject: (shop: string, number: string) => `Nous avons reçu votre retour – commande ${number} – ${shop}`,
    heading: 'Votre retour est arrivé',
    intro: (number: string) => `Nous avons reçu les articles que vous nous avez renvoyés pour la commande ${number} :`,
    next: 'Nous les vérifions et vous remboursons dans les prochains jours ; un e-mail vous le confirmera.',
  },
  returnRefunded: {
    subject: (shop: string, number: string) => `Remboursement de votre retour – commande ${number} – ${shop}`,
    heading: 'Votre retour est remboursé',
    intro: (number: string) => `Nous avons remboursé votre retour de la commande ${number} :`,
    items: 'Articles retournés',
    shipping: 'Frais de livraison',
    fee: 'Frais de retour',
    total: 'Montant remboursé',
  },
};

export type AfterSaleMessages = typeof fr;

const en: AfterSaleMessages = {
  line: ({ name, colorName, sizeName }) => `${name} (${colorName}, ${sizeName})`,
  money: (cents) => formatPrice(cents, 'en'),
  seeOrder: 'See my order',
  withdraw: 'Withdraw from contract here',
  withdrawalNote: 'You may withdraw from this contract within 14 days of delivery, without giving any reason:',
  shipped: {
    subject: (shop, number) => `Your order ${number} is on its way – ${shop}`,
    heading: 'Your parcel is on its way',
    intro: (number, carrier) => `Good news: your order ${number} has been handed to ${carrier}.`,
    tracking: 'Tracking number',
    track: 'Track my parcel',
    noTrackingPage: (carrier) => `Track your parcel with this number on ${carrier}’s website.`,
  },
  delivered: {
    subject: (shop, number) => `Your order ${number} has been delivered – ${shop}`,
    heading: 'Your order has been delivered',
    intro: (number) => `Your order ${number} has been delivered. We hope you like it!`,
    periods: (withdrawal, returns) => `You may withdraw until ${withdrawal} included, and return items until ${returns} included.`,
    returnAction: 'Return items',
  },
  cancelled: {
    subject: (shop, number) => `Your order ${number} has been cancelled – ${shop}`,
    heading: 'Your order has been cancelled',
    intro: (number) => `Your order ${number} has been cancelled. These items will not be sent to you:`,
    refund: (amount) => `We are refunding ${amount} to the card you paid with; an e-mail will confirm it.`,
    nothingPaid: 'No payment was taken for this order.',
  },
  refunded: {
    subject: (shop, number) => `Refund of your order ${number} – ${shop}`,
    heading: 'Your refund is on its way',
    intro: (amount, number, reason) =>
      `We have refunded ${amount} for your order ${number}${
        reason === 'return' ? ', following your return' : reason === 'shortfall' ? ', as an item was no longer available' : ', which was cancelled'
      }.`,
    amount: 'Amount refunded',
    card: 'The refund is made to the card you paid with.',
    bank: (min, max) => `Depending on your bank, it will show on your account within ${min} to ${max} business days.`,
  },
  withdrawal: {
    subject: (shop, number) => `Acknowledgement of your withdrawal – order ${number} – ${shop}`,
    heading: 'We have received your withdrawal',
    intro: (number, at) => `We acknowledge receipt of your withdrawal from the contract of order ${number}, received on ${at} (Paris time).`,
    total: 'Amount paid',
    cancelled: 'Your order had not been shipped yet: we are cancelling it and refunding its whole amount, delivery costs included.',
    sendBack: (until) =>
      `Please send the items back by ${until} at the latest, to the address below. We will refund the items and the standard delivery costs as soon as we receive them.`,
    returnAddress: 'Return address',
    durable: 'Keep this e-mail: it is the proof of your withdrawal, with its content, date and time.',
  },
  withdrawalLink: {
    subject: (shop, number) => `Your withdrawal link – order ${number} – ${shop}`,
    heading: 'Withdraw from your order',
    intro: (number) => `You asked to withdraw from order ${number}. The button below opens the page where you confirm your withdrawal.`,
    notYou: 'If you did not ask for this, ignore this e-mail: nothing changes without your confirmation.',
  },
  returnRequested: {
    subject: (shop, number) => `Your return request – order ${number} – ${shop}`,
    heading: 'Your return request is recorded',
    intro: (number) => `We have received your return request for order ${number}. Items to send back:`,
    returnAddress: 'Return address',
    next: 'As soon as we have received and checked the items, we will refund you and write to you.',
  },
  returnReceived: {
    subject: (shop, number) => `We have received your return – order ${number} – ${shop}`,
    heading: 'Your return has arrived',
    intro: (number) => `We have received the items you sent back for order ${number}:`,
    next: 'We are checking them and will refund you in the coming days; an e-mail will confirm it.',
  },
  returnRefunded: {
    subject: (shop, number) => `Refund of your return – order ${number} – ${shop}`,
    heading: 'Your return has been refunded',
    intro: (number) => `We have refunded your return from order ${number}:`,
    items: 'Items returned',
    shipping: 'Delivery costs',
    fee: 'Return fee',
    total: 'Amount refunded',
  },
};

export const afterSaleMessages: Record<Locale, AfterSaleMessages> = { fr, en };
