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
};
