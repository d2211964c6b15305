/**
 * The invoice form's business buyer, prices typed without VAT and due date (/back/creer-une-facture):
 * the `businessInvoice` part of the `back` namespace (./back.ts).
 */
export default {
  buyer: 'Entreprise cliente',
  buyerHint:
    'Facultatif. Pour une facture à une entreprise : elle est facturée sous sa raison sociale, la personne ci-dessus comme contact, et la facture porte les mentions dues entre professionnels (pénalités de retard, indemnité forfaitaire de 40 €) et son échéance.',
  company: 'Raison sociale',
  vatNumber: 'N° de TVA intracommunautaire',
  vatNumberHint: 'Les deux lettres du pays puis le numéro, par exemple FR65912345675 : sa clé est vérifiée.',
  prices: 'Les prix sont saisis',
  pricesOption: {
    gross: 'TTC (TVA comprise)',
    net: 'HT (hors TVA)',
  },
  unitPriceNet: 'Prix unitaire HT (€)',
  discountFixedValueNet: 'Remise HT (€)',
  shippingNet: 'Frais de livraison HT (€)',
  dueOn: 'Date d’échéance',
  dueOnHint: 'Obligatoire pour une entreprise, sauf facture déjà payée. Pour un virement, l’IBAN et le BIC de la boutique sont imprimés.',
  /** The form's and the API's messages (here rather than in `invoices`, which every storefront page downloads). */
  validation: {
    pricesInvalid: 'Dites si les prix sont saisis TTC ou HT',
    companyTooLong: 'La raison sociale tient en 120 caractères au plus',
    companyMissing: 'Saisissez la raison sociale de l’entreprise à qui appartient ce numéro de TVA',
    vatNumberInvalid: 'Le numéro de TVA commence par les deux lettres du pays, par exemple FR65912345675',
    vatNumberCountry: 'Ce numéro ne commence pas par le code d’un pays de l’Union européenne (la Grèce s’écrit EL, l’Irlande du Nord XI)',
    vatNumberCountryFormat: 'Ce numéro n’a pas le format des numéros de TVA de son pays',
    vatNumberCheckDigit: 'La clé de ce numéro de TVA (les deux caractères après FR) ne correspond pas au SIREN qui la suit : vérifiez-le',
    dueOnMissing: 'Une facture à une entreprise porte sa date d’échéance : saisissez-la, ou la date de paiement si elle est déjà payée',
    dueOnBeforeSale: 'L’échéance ne peut pas précéder la date de la vente',
  },
  errors: {
    bankDetailsMissing:
      'Une facture à payer par virement imprime l’IBAN de la boutique, qui n’est pas renseigné : saisissez-le dans les paramètres du site, ou choisissez un autre moyen de paiement.',
  },
};
