/** The shop's chrome (header, menus, footer, pop-up, banner), product cards and shared words. */
export default {
  generic: {
    loading: 'Chargement…',
    close: 'Fermer',
    back: 'Retour',
    menu: 'Menu',
  },
  /** Shown only while the company name is not set in the settings. */
  shopName: 'Atelier',
  skipToContent: 'Aller au contenu principal',
  nav: {
    label: 'Navigation principale',
    home: 'Accueil – {{company}}',
    newIn: 'Nouveautés',
    products: 'Produits',
    tshirts: 'T-shirts',
    sweatshirts: 'Sweat-shirts',
    accessories: 'Accessoires',
    collections: 'Collections',
    noCollections: 'Aucune collection pour le moment.',
    cart_one: 'Panier, {{count}} article',
    cart_other: 'Panier, {{count, number}} articles',
    signIn: 'Se connecter',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  banner: {
    label: 'Informations de la boutique',
    pause: 'Mettre en pause le défilement',
  },
  popup: {
    title: 'Information',
    accept: 'J’ai compris',
  },
  price: {
    former: 'ancien prix',
  },
  productCard: {
    new: 'Nouveau',
    soldOut: 'Épuisé',
    colors_one: '{{count}} couleur : {{names}}',
    colors_other: '{{count, number}} couleurs : {{names}}',
  },
  footer: {
    label: 'Pied de page',
    newsletter: {
      title: 'Newsletter',
      intro: 'Nouvelles pièces, collections et coulisses de l’atelier, quelques fois par saison.',
      email: 'Adresse e-mail',
      termsBefore: 'J’accepte les',
      termsLink: 'conditions générales',
      submit: 'S’inscrire',
      errors: {
        emailRequired: 'Veuillez indiquer votre adresse e-mail.',
        emailInvalid: 'Adresse e-mail invalide. Exemple : prenom.nom@exemple.fr',
        termsRequired: 'Veuillez accepter les conditions générales.',
      },
    },
    commitments: {
      title: 'Nos engagements',
      madeInFrance: {
        title: 'Fabriqué en France',
        text: 'Tricoté, coupé et cousu dans des ateliers français.',
      },
      quality: {
        title: 'Qualité durable',
        text: 'Des matières choisies pour durer et des finitions soignées.',
      },
      care: {
        title: 'Service client attentif',
        text: 'Une vraie personne vous répond, avant comme après l’achat.',
      },
    },
    contact: {
      title: 'Contact',
      email: 'Écrire à {{email}}',
    },
    social: {
      title: 'Suivez-nous',
      facebook: 'Facebook (nouvel onglet)',
      instagram: 'Instagram (nouvel onglet)',
      tiktok: 'TikTok (nouvel onglet)',
    },
    info: {
      title: 'Informations',
      sizeGuide: 'Guide des tailles',
      returns: 'Échanges et retours',
      withdrawal: 'Rétractation',
      delivery: 'Livraisons',
      about: 'À propos',
      privacy: 'Protection des données',
      legal: 'Mentions légales',
      terms: 'Conditions générales de vente',
    },
    language: 'Langue',
    copyright: '© {{year}} {{company}}',
  },
  languages: {
    fr: 'Français',
    en: 'English',
  },
  home: {
    metaDescription: 'Vêtements fabriqués en France : T-shirts, sweat-shirts et accessoires, tricotés et cousus dans nos ateliers.',
    heroCta: 'Découvrir les nouveautés',
    categoriesTitle: 'Explorer la boutique',
    productsTitle: 'La sélection de l’atelier',
    noProducts: 'Notre sélection se prépare : revenez très bientôt, ou découvrez dès maintenant les nouveautés.',
  },
  notFound: {
    notice: 'La page demandée n’existe pas ; voici notre page d’accueil.',
  },
  errorPage: {
    title: 'Une erreur est survenue',
    notFoundTitle: 'Page introuvable',
    unavailableTitle: 'Service momentanément indisponible',
    retry: 'Réessayer',
    text: 'Un problème est survenu lors de l’opération, veuillez réessayer.',
    home: 'Retour à l’accueil',
  },
};
