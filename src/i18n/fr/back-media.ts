/**
 * The media page (/back/gestion-des-medias) and its API's own messages: the `siteMedia` part of
 * the `back` namespace (./back.ts). A refused file is named by the pictures' messages
 * (`pictures.errors`), the same checks as product pictures.
 */
export default {
  intro:
    'Les images du site. Chaque image envoyée est vérifiée comme les photos des produits (JPEG, PNG, WebP ou AVIF ; {{maxMegabytes}} Mo et {{maxMegapixels}} mégapixels au plus ; pas de SVG), redressée, débarrassée de ses métadonnées (position GPS, appareil) et mise aux dimensions de son usage. La boutique l’affiche dès son prochain chargement.',
  loadFailed: 'Les images n’ont pas pu être chargées. Rechargez la page.',
  current: 'Image actuelle',
  currentAlt: 'Image actuelle : {{title}}',
  none: 'Aucune image pour l’instant.',
  chosen: 'Nouvelle image (aperçu)',
  chosenAlt: 'Nouvelle image choisie : {{title}}',
  choose: 'Nouvelle image',
  chooseFor: ' : {{title}}',
  validate: 'Valider',
  validateLabel: 'Valider la nouvelle image : {{title}}',
  uploading: 'Envoi de l’image',
  noFile: 'Choisissez d’abord une image.',
  replaced: '« {{title}} » remplacée : la boutique affiche la nouvelle image dès son prochain chargement.',
  slots: {
    logo: 'Logo',
    'home-hero': 'Image de l’accueil',
    'home-cover': 'Bannière de l’accueil',
    sharing: 'Image de partage',
    't-shirts': 'Illustration T-shirts',
    'sweat-shirts': 'Illustration Sweat-shirts',
    accessories: 'Illustration Accessoires',
    'new-in': 'Illustration Nouveautés',
    signature: 'Signature des mails',
  },
  uses: {
    logo: 'En haut de chaque page et de chaque mail. Gardé entier, transparence comprise (PNG), dans {{width}} × {{height}} pixels au plus.',
    'home-hero': 'La grande image en haut de l’accueil, sous son titre : recadrée au centre en {{width}} × {{height}} pixels.',
    'home-cover': 'L’image de couverture de l’accueil, sous les catégories : recadrée au centre en {{width}} × {{height}} pixels.',
    sharing:
      'Montrée par les réseaux sociaux et les messageries quand un lien vers la boutique est partagé : recadrée au centre en {{width}} × {{height}} pixels (JPEG).',
    't-shirts': 'La carte T-shirts de l’accueil : recadrée au centre en {{width}} × {{height}} pixels.',
    'sweat-shirts': 'La carte Sweat-shirts de l’accueil : recadrée au centre en {{width}} × {{height}} pixels.',
    accessories: 'La carte Accessoires de l’accueil : recadrée au centre en {{width}} × {{height}} pixels.',
    'new-in': 'La carte Nouveautés de l’accueil : recadrée au centre en {{width}} × {{height}} pixels.',
    signature: 'Sous la formule de politesse des mails. Gardée entière, transparence comprise (PNG), dans {{width}} × {{height}} pixels au plus.',
  },
  errors: {
    oneFile: 'Envoyez une seule image à la fois.',
    unknownSlot: 'Cette image du site n’existe pas.',
  },
};
