/**
 * The accounting exports page (/back/exports-comptables) and its API's messages: the
 * `accounting` part of the `back` namespace (./back.ts). The files themselves are written in
 * French whatever the language of the page (src/domain/accounting/accounting-csv.ts).
 */
export default {
  intro:
    'Les fichiers de votre comptable pour une période : les factures et avoirs, le récapitulatif de TVA par taux et le journal des ventes au format FEC. Chaque document y figure tel qu’il a été émis, à sa date d’émission à l’heure de Paris.',
  periodForm: 'Choisir la période',
  from: 'Du',
  to: 'Au',
  show: 'Afficher la période',
  months: 'Changer de mois',
  previousMonth: 'Mois précédent ({{month}})',
  nextMonth: 'Mois suivant ({{month}})',
  range: 'Du {{from}} au {{to}}',
  loading: 'Lecture des factures et avoirs de la période…',
  loadFailed: 'Les montants n’ont pas pu être chargés.',
  retry: 'Réessayer',
  invoiceCount_one: '{{count}} facture',
  invoiceCount_other: '{{count, number}} factures',
  creditNoteCount_one: '{{count}} avoir',
  creditNoteCount_other: '{{count, number}} avoirs',
  documents: '{{invoices}} et {{creditNotes}} émis sur la période.',
  empty: 'Aucune facture ni aucun avoir n’a été émis sur cette période. Les fichiers se téléchargent quand même, avec leur seule ligne d’en-tête.',
  vatTitle: 'TVA par taux',
  vatCaption: 'TVA de la période par taux, factures moins avoirs',
  rate: 'Taux',
  net: 'Base HT',
  vat: 'TVA',
  gross: 'TTC',
  total: 'Total',
  filesTitle: 'Fichiers',
  invoicesFile: 'Factures et avoirs (CSV)',
  vatFile: 'Récapitulatif de TVA (CSV)',
  fecFile: 'Journal des ventes (FEC)',
  csvHint:
    'Les CSV s’ouvrent tels quels dans un tableur en français (point-virgule, virgule décimale). Les avoirs y sont en négatif et citent la facture qu’ils corrigent.',
  fecHint:
    'Le FEC suit l’article A47 A-1 du Livre des procédures fiscales : une écriture équilibrée par facture ou avoir, au débit du compte clients (411), au crédit des ventes de marchandises (707) et de la TVA collectée (44571), taux par taux.',
  sirenMissing: 'Le nom du FEC porte le SIREN de la société, que les paramètres du site ne donnent pas encore.',
  toSettings: 'Renseigner le SIREN dans les paramètres du site',
  errors: {
    notADay: 'Saisissez une date complète : jour, mois et année.',
    endBeforeStart: 'La période se termine le jour de son début ou après.',
    tooLong: 'Une période dure 24 mois au plus, la durée la plus longue d’un exercice comptable.',
    sirenMissing: 'Renseignez d’abord le SIREN de la société dans les paramètres du site : le nom du FEC le porte.',
  },
};
