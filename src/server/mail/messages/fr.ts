import { frenchOf } from '../../../domain/french-elision';
/**
 * Texts of the shop's mails, French source. Server-only (the web never shows them), so they
 * live here rather than in the web's catalogues. Values are plain text: the HTML layout
 * escapes them, the text part uses them as they are.
 */

import { countryName } from '../../../domain/addresses/countries';
import { formatPrice } from '../../../domain/money';

/** One line of an order, as the confirmation mail lists it. */
export type OrderedLine = { name: string; colorName: string; sizeName: string; quantity: number };

/** "60" → "1 heure", "90" → "90 minutes". */
function duration(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 heure' : `${hours} heures`;
}

export default {
  layout: {
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    signOff: 'À bientôt,',
    team: (shop: string) => `L’équipe ${shop}`,
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    question: 'Une question ? Écrivez-nous à',
    subscriberNotice: (shop: string) => `Vous recevez cet e-mail parce que votre adresse est inscrite à la newsletter ${shop}.`,
    unsubscribe: 'Se désinscrire',
    /** A link's label before its address in the text part (French puts a space before the colon). */
    labelled: (label: string) => `${label} :`,
  },
  confirmRegistration: {
    subject: (shop: string) => `Confirmez votre inscription sur ${shop}`,
    heading: 'Bienvenue !',
    intro: (shop: string) => `Merci d’avoir créé votre compte ${shop}. Pour l’activer, confirmez votre adresse e-mail :`,
    action: 'Confirmer mon adresse e-mail',
    ignore: 'Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement cet e-mail : aucun compte ne sera activé.',
  },
  accountExists: {
    subject: (shop: string) => `Vous avez déjà un compte sur ${shop}`,
    heading: 'Vous avez déjà un compte',
    intro:
      'Quelqu’un, sans doute vous, a demandé à créer un compte avec cette adresse e-mail. Un compte existe déjà pour cette adresse : inutile d’en créer un autre.',
    signIn: 'Connectez-vous avec votre mot de passe habituel :',
    signInAction: 'Me connecter',
    reset: 'Mot de passe oublié ? Choisissez-en un nouveau :',
    resetAction: 'Choisir un nouveau mot de passe',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre compte n’a pas changé.',
  },
  resetPassword: {
    subject: (shop: string) => `Votre nouveau mot de passe ${shop}`,
    heading: 'Choisissez un nouveau mot de passe',
    intro: 'Vous avez demandé à changer le mot de passe de votre compte. Choisissez-en un nouveau avec ce lien :',
    action: 'Choisir un nouveau mot de passe',
    validity: (minutes: number) => `Ce lien ne sert qu’une fois et reste valable ${duration(minutes)}.`,
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  confirmEmailChange: {
    subject: (shop: string) => `Confirmez votre nouvelle adresse e-mail sur ${shop}`,
    heading: 'Confirmez votre nouvelle adresse',
    intro: 'Vous avez demandé à utiliser cette adresse e-mail pour votre compte. Confirmez-la pour que le changement prenne effet :',
    action: 'Confirmer cette adresse',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre compte garde son adresse actuelle.',
  },
  emailInUse: {
    subject: (shop: string) => `Quelqu’un a demandé à utiliser votre adresse e-mail sur ${shop}`,
    heading: 'Votre adresse e-mail a été demandée',
    intro: (shop: string) =>
      `Quelqu’un a demandé à utiliser cette adresse e-mail pour un autre compte ${shop}. Elle est déjà celle de votre compte : elle ne lui a pas été attribuée.`,
    unchanged: 'Votre compte n’a pas changé. Si c’était vous, connectez-vous simplement avec cette adresse :',
    signInAction: 'Me connecter',
    notYou:
      'Si vous n’êtes pas à l’origine de cette demande, vous n’avez rien à faire. Par précaution, vous pouvez choisir un nouveau mot de passe :',
    resetAction: 'Choisir un nouveau mot de passe',
  },
  newsletterConfirmation: {
    subject: (shop: string) => `Confirmez votre inscription à la newsletter ${shop}`,
    heading: 'Encore une étape',
    intro: (shop: string) => `Vous avez demandé à recevoir la newsletter ${shop}. Confirmez votre adresse pour commencer à la recevoir :`,
    action: 'Confirmer mon inscription',
    validity: (hours: number) => `Ce lien reste valable ${hours} heures.`,
    ignore: 'Si vous n’avez rien demandé, ignorez simplement cet e-mail : vous ne serez pas inscrit.',
  },
  newsletterWelcome: {
    subject: (shop: string) => `Bienvenue dans la newsletter ${shop}`,
    heading: 'Merci pour votre inscription !',
    intro: (shop: string) =>
      `Votre inscription à la newsletter ${shop} est confirmée : nouvelles pièces, collections et coulisses de l’atelier, quelques fois par saison.`,
    action: 'Découvrir la boutique',
    leave: 'Vous pourrez vous désinscrire à tout moment, en un clic, avec le lien présent en bas de chacun de nos e-mails.',
  },
  /** "Prévenez-moi quand il revient": the visitor's confirmation link, then the one mail when the variant is back. */
  backInStockConfirmation: {
    subject: (shop: string) => `Confirmez votre alerte de retour en stock – ${shop}`,
    heading: 'Encore une étape',
    intro: (product: string) =>
      `Vous avez demandé à être prévenu quand ${product} sera de nouveau disponible. Confirmez votre adresse pour activer cette alerte :`,
    action: 'Confirmer mon alerte',
    validity: (hours: number) => `Ce lien reste valable ${hours} heures.`,
    ignore: 'Si vous n’avez rien demandé, ignorez simplement cet e-mail : vous ne recevrez rien.',
  },
  backInStock: {
    subject: (shop: string, product: string) => `${product} est de retour – ${shop}`,
    heading: 'C’est de retour !',
    intro: (product: string) => `Bonne nouvelle : ${product} est de nouveau disponible.`,
    action: 'Voir le produit',
    once: 'Les quantités peuvent être limitées. Cette alerte est maintenant terminée : vous ne recevrez pas d’autre e-mail pour cet article.',
  },
  variant: (name: string, color: string, size: string) => `${name} (${color}, ${size})`,
  newsletterArticle: {
    subject: (shop: string, title: string) => `Newsletter ${shop} : ${title}`,
    action: 'Découvrir la boutique',
  },
  orderConfirmation: {
    subject: (shop: string, number: string) => `Votre commande ${number} sur ${shop}`,
    heading: 'Merci pour votre commande !',
    intro: (number: string) => `Nous avons bien reçu votre paiement : votre commande ${number} est enregistrée.`,
    line: ({ name, colorName, sizeName, quantity }: OrderedLine) => `${name} (${colorName}, ${sizeName}) × ${quantity}`,
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    free: 'Gratuite',
    discount: (code: string | null) => (code ? `Réduction (code ${code})` : 'Réduction'),
    total: 'Total TTC',
    delivery: 'Adresse de livraison',
    billing: 'Adresse de facturation',
    action: 'Voir ma commande',
    next: 'Nous vous écrirons dès que votre colis sera expédié.',
    money: (cents: number) => formatPrice(cents, 'fr'),
    country: (code: string) => countryName(code, 'fr'),
  },
  invoice: {
    subject: (shop: string, number: string, credit: boolean) => `${credit ? 'Votre avoir' : 'Votre facture'} ${number} – ${shop}`,
    heading: (credit: boolean): string => (credit ? 'Votre avoir' : 'Votre facture'),
    intro: (number: string, credit: boolean, order: string | null) =>
      `Vous trouverez ci-joint ${credit ? 'l’avoir' : 'la facture'} ${number}${order ? ` de votre commande ${order}` : ''}, au format PDF.`,
    total: 'Montant TTC',
    money: (cents: number) => formatPrice(cents, 'fr'),
    keep: 'Conservez ce document : il vous sera utile en cas de retour ou de réclamation.',
  },
  staffInvitation: {
    subject: (shop: string) => `Votre accès à l’administration ${frenchOf(shop)}`,
    heading: 'Bienvenue dans l’équipe',
    // Worded for anyone, whatever their gender: the shop does not know it.
    intro: (inviter: string | null, shop: string, role: 'admin' | 'collaborator') =>
      `${inviter ? `${inviter} vous ouvre` : 'Voici'} l’accès à l’administration ${frenchOf(shop)}, avec le rôle « ${role === 'admin' ? 'administrateur' : 'collaborateur'} ».`,
    login: (login: string) => `Votre identifiant : ${login} (ou votre adresse e-mail).`,
    choose: 'Pour entrer dans l’administration, choisissez votre mot de passe :',
    action: 'Choisir mon mot de passe',
    validity: (days: number) =>
      `Ce lien ne sert qu’une fois et reste valable ${days} jours. Passé ce délai, demandez-en un nouveau à un administrateur.`,
    ignore: 'Si vous ne vous attendiez pas à cette invitation, ignorez cet e-mail : personne n’entrera avec ce compte sans ce lien.',
  },
  lowStock: {
    subject: (shop: string, count: number) => `Stock bas : ${count} variante${count > 1 ? 's' : ''} à réapprovisionner – ${shop}`,
    heading: 'Stock bas',
    intro: (threshold: number) =>
      `Ces variantes des produits non archivés n’ont plus que ${threshold} unité${threshold > 1 ? 's' : ''} ou moins à la vente, les moins fournies d’abord :`,
    units: (quantity: number) => (quantity === 0 ? 'épuisée' : `${quantity} unité${quantity > 1 ? 's' : ''}`),
    more: (count: number) => `Et ${count} autre${count > 1 ? 's' : ''} : la liste des produits, triée par stock, les montre toutes.`,
    action: 'Voir les produits par stock',
    why: 'Vous recevez ce récapitulatif chaque matin en tant qu’administrateur, les jours où une variante est sous le seuil des paramètres du site.',
  },
};
