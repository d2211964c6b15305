/**
 * Static information pages. Each page has a title, a description (search engines and link
 * previews), an introduction and its `sections`, rendered in this order: a string is a
 * paragraph, a group named `steps…` a numbered list, any other group a bullet list.
 * Numbers and company details are interpolated (`{{withdrawal}}`, `{{company}}`, ...) from the
 * shop's constants and settings; `<mail>` wraps the contact address, the other tags link to
 * the information pages.
 */
export default {
  shared: {
    toc: 'Sommaire',
    ourShop: 'notre boutique',
    contactFallback: 'l’adresse de contact indiquée en bas de page',
    shipping: {
      caption: 'Frais de livraison selon le poids total de la commande',
      weight: 'Poids de la commande',
      price: 'Frais de livraison',
      upTo: 'Jusqu’à {{weight}}',
      above: 'Plus de {{weight}}',
    },
    company: {
      pending: 'Les informations légales de la société seront publiées ici prochainement.',
      name: 'Raison sociale',
      status: 'Forme juridique',
      capital: 'Capital social',
      address: 'Siège social',
      id: 'SIRET',
      rcs: 'RCS',
      vat: 'N° de TVA intracommunautaire',
      publisher: 'Directeur de la publication',
      website: 'Site internet',
      email: 'E-mail',
    },
  },

  sizeGuide: {
    title: 'Guide des tailles et entretien',
    description:
      'Tableaux des tailles de nos T-shirts et sweat-shirts, conseils pour prendre vos mesures et pour entretenir vos vêtements fabriqués en France.',
    intro:
      'Nos T-shirts et sweat-shirts ont une coupe droite et confortable. Comparez votre tour de poitrine et la longueur d’un haut que vous aimez porter avec les tableaux ci-dessous pour choisir votre taille.',
    table: {
      tshirts: 'T-shirts',
      sweatshirts: 'Sweat-shirts',
    },
    sections: {
      tables: {
        title: 'Tableaux des tailles',
        note: 'Le tour de poitrine est celui de la personne qui porte le vêtement ; la longueur est celle du vêtement, du haut de l’épaule jusqu’au bas.',
      },
      measure: {
        title: 'Comment prendre vos mesures',
        intro: 'Munissez-vous d’un mètre ruban souple et mesurez-vous en sous-vêtements ou en T-shirt fin.',
        list: {
          chest:
            '<strong>Tour de poitrine</strong> : passez le mètre ruban sous les bras, autour de la partie la plus forte de la poitrine, bien à l’horizontale et sans serrer.',
          length:
            '<strong>Longueur</strong> : posez à plat un haut qui vous va bien et mesurez du point le plus haut de l’épaule, contre le col, jusqu’au bas du vêtement.',
        },
        between: 'Entre deux tailles ? Choisissez la taille au-dessus pour un tombé plus ample, celle en dessous pour une coupe plus près du corps.',
      },
      care: {
        title: 'Conseils d’entretien',
        intro: 'Quelques gestes simples préservent la tenue, la couleur et la douceur de vos vêtements, lavage après lavage.',
        list: {
          wash: 'Lavez en machine à 30 °C maximum, sur un programme délicat.',
          insideOut: 'Retournez le vêtement sur l’envers avant de le laver, surtout s’il est imprimé ou brodé.',
          colours: 'Lavez avec des couleurs proches, sans eau de Javel ni détachant chloré.',
          dryer: 'Pas de sèche-linge : faites sécher à plat ou sur un cintre, à l’abri du soleil direct.',
          iron: 'Repassez à basse température, sur l’envers, sans passer le fer sur les impressions.',
          dryClean: 'Pas de nettoyage à sec.',
        },
        outro:
          'Un coton de qualité peut se resserrer légèrement au premier lavage : ces conseils limitent ce phénomène et prolongent la vie de vos vêtements.',
      },
    },
  },

  returns: {
    title: 'Échanges et retours',
    description:
      'Droit de rétractation de {{withdrawal}}, retours acceptés pendant {{returnWindow}}, échange, remboursement ou avoir : comment retourner un article.',
    intro:
      'Un article ne vous convient pas ? Retournez-le-nous pour un échange, un remboursement ou un avoir. Voici les conditions et la marche à suivre.',
    sections: {
      withdrawal: {
        title: 'Droit de rétractation',
        p1: 'Vous disposez d’un délai de {{withdrawal}} à compter de la réception de votre commande pour exercer votre droit de rétractation, sans avoir à vous justifier.',
        p2: 'Au-delà de ce délai légal, nous acceptons vos retours jusqu’à {{returnWindow}} après la réception.',
        p3: 'Pour vous rétracter, utilisez le bouton « Se rétracter du contrat ici » de la page de votre commande ou de nos e-mails, ou la page <withdraw>Rétractation</withdraw>. Nous vous envoyons aussitôt un accusé de réception par e-mail.',
        p4: 'Une commande pas encore expédiée est annulée et remboursée en totalité, frais de livraison compris. Sinon, renvoyez-nous les articles dans les {{withdrawal}} qui suivent votre rétractation : nous vous remboursons les articles et les frais de livraison standard ; les frais de renvoi restent à votre charge.',
      },
      conditions: {
        title: 'Conditions de retour',
        p1: 'Les articles doivent nous revenir neufs, non portés, non lavés, avec leurs étiquettes, dans leur emballage d’origine ou un emballage qui les protège.',
        p2: 'Un article incomplet, abîmé, porté ou lavé ne peut être ni repris ni échangé.',
      },
      options: {
        title: 'Échange, remboursement ou avoir',
        list: {
          exchange: '<strong>Échange</strong> : contre une autre taille ou une autre couleur du même article, selon le stock disponible.',
          refund: '<strong>Remboursement</strong> : sur le moyen de paiement utilisé pour la commande.',
          credit: '<strong>Avoir</strong> : du montant des articles retournés, valable {{creditNoteValidity}} sur toute la boutique.',
        },
      },
      defects: {
        title: 'Article défectueux ou erroné',
        p1: 'Vous avez reçu un article défectueux, endommagé ou différent de votre commande ? Signalez-le-nous dans les {{defectReport}} suivant la livraison, photos à l’appui, à <mail>{{email}}</mail>.',
        p2: 'Les frais de retour sont alors à notre charge et nous vous proposons un échange ou un remboursement complet.',
      },
      costs: {
        title: 'Frais de retour',
        p1: 'Sauf article défectueux ou erreur de notre part, l’envoi du retour est à votre charge :',
        list: {
          home: 'depuis votre domicile : {{returnHome}} ;',
          relay: 'depuis un point relais : {{returnRelay}}.',
        },
        p2: 'Si vous utilisez l’étiquette de retour prépayée que nous vous envoyons, {{labelFee}} sont déduits de votre remboursement selon le motif du retour ; ils ne le sont jamais pour un article défectueux ou une erreur de notre part.',
      },
      howTo: {
        title: 'Comment retourner un article',
        steps: {
          contact:
            'Écrivez-nous à <mail>{{email}}</mail> en indiquant votre numéro de commande, les articles concernés et ce que vous souhaitez : échange, remboursement ou avoir.',
          answer: 'Nous vous répondons avec l’adresse de retour et, si vous le souhaitez, une étiquette de retour prépayée.',
          pack: 'Emballez soigneusement les articles avec leurs étiquettes et joignez votre numéro de commande.',
          send: 'Déposez le colis à la poste ou en point relais et gardez la preuve de dépôt.',
        },
        p1: 'Nous traitons votre retour dans un délai de {{returnProcessing}} après sa réception et vous tenons informé par e-mail.',
      },
      cancellation: {
        title: 'Annulation d’une commande',
        p1: 'Une commande au statut « En traitement » est en cours de préparation et ne peut plus être modifiée.',
        p2: 'Une commande annulée est remboursée dans un délai de {{refund}}, sur le moyen de paiement utilisé.',
      },
    },
  },

  delivery: {
    title: 'Livraisons',
    description:
      'Livraison en {{deliveryDays}} jours ouvrés, frais de livraison selon le poids du colis, livraison offerte en France métropolitaine dès un montant d’achat.',
    intro: 'Chaque commande est préparée avec soin dans notre atelier, puis confiée à notre transporteur.',
    sections: {
      times: {
        title: 'Délais de livraison',
        p1: 'Votre commande est livrée en {{deliveryDays}} jours ouvrés, et au plus tard {{deliveryAfterPayment}} après la validation de votre paiement.',
        p2: 'Un e-mail de confirmation vous est envoyé dès la validation de votre commande ; avec un compte client, vous suivez son état dans la rubrique « Mes commandes ».',
      },
      costs: {
        title: 'Frais de livraison',
        p1: 'Les frais de livraison dépendent du poids total des articles commandés. Ils sont indiqués dans votre panier, avant le paiement.',
        free: 'La livraison est offerte en France métropolitaine dès {{threshold}} d’achats (montant des articles).',
      },
      unavailable: {
        title: 'Article indisponible',
        p1: 'Si un article commandé se révèle indisponible, nous vous en informons dans un délai de {{unavailableNotice}} et vous proposons un autre article ou l’annulation de la commande, remboursée dans un délai de {{refund}}.',
      },
      reception: {
        title: 'À la réception',
        p1: 'Vérifiez l’état de votre colis à la livraison. Un article abîmé, manquant ou erroné ? Prévenez-nous dans les {{defectReport}} à <mail>{{email}}</mail>.',
        p2: 'Si le colis nous revient faute d’avoir pu être livré et que notre courrier reste sans réponse pendant {{unansweredMailResale}}, la commande est annulée et les articles sont remis en vente.',
        p3: 'Pour renvoyer un article, consultez la page <returns>Échanges et retours</returns>.',
      },
    },
  },

  about: {
    title: 'À propos',
    description:
      'Des T-shirts, sweat-shirts et accessoires fabriqués en France, dans des ateliers que nous connaissons, avec des matières choisies pour durer.',
    intro: 'Nous fabriquons des vêtements simples, bien coupés et faits pour durer, en France, du fil à la dernière couture.',
    sections: {
      story: {
        title: 'Notre histoire',
        p1: 'Tout est parti d’une envie simple : porter des basiques dont on connaît l’origine. Des T-shirts et des sweat-shirts que l’on garde des années, fabriqués près de chez nous, par des personnes que l’on connaît.',
        p2: 'Plutôt que de multiplier les collections, nous travaillons quelques modèles que nous améliorons saison après saison, en petites séries, pour produire au plus juste.',
      },
      workshops: {
        title: 'Nos ateliers',
        p1: 'Nos vêtements sont tricotés, teints, coupés et cousus en France, dans des ateliers partenaires avec lesquels nous travaillons en direct. Nous y mettons au point chaque modèle avec les couturières et couturiers qui le fabriquent.',
        p2: 'Produire en France, c’est choisir des circuits courts, des conditions de travail encadrées et un savoir-faire textile que nous tenons à faire vivre.',
      },
      materials: {
        title: 'Nos matières',
        p1: 'Nous choisissons des cotons à fibres longues, doux et résistants : un jersey dense pour nos T-shirts, un molleton gratté à l’intérieur pour nos sweat-shirts.',
        p2: 'Coutures renforcées, bords-côtes, étiquettes tissées : chaque finition est pensée pour que le vêtement garde sa forme et sa couleur au fil des lavages.',
      },
      commitments: {
        title: 'Nos engagements',
        list: {
          france: '<strong>Fabriqué en France</strong> : chaque étape de fabrication de nos vêtements a lieu en France.',
          quality: '<strong>Qualité</strong> : des matières durables et des finitions soignées, contrôlées pièce par pièce avant l’expédition.',
          care: '<strong>Service client</strong> : une personne de l’équipe vous répond, et vos retours sont acceptés pendant {{returnWindow}}.',
        },
      },
      contact: {
        title: 'Nous écrire',
        p1: 'Une question sur une taille, une matière ou une commande ? Écrivez-nous à <mail>{{email}}</mail>, nous vous répondons avec plaisir.',
      },
    },
  },

  privacy: {
    title: 'Protection des données et cookies',
    description:
      'Les données que nous collectons, pourquoi, combien de temps nous les gardons, vos droits, et les seuls cookies utilisés par la boutique : aucun pistage.',
    intro:
      'Nous ne collectons que les données nécessaires au fonctionnement de la boutique et ne les vendons jamais. Cette page explique lesquelles, pourquoi, et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.',
    sections: {
      controller: {
        title: 'Responsable du traitement',
        p1: 'Le responsable du traitement de vos données personnelles est {{company}}, éditeur de ce site :',
      },
      data: {
        title: 'Données collectées',
        list: {
          account:
            '<strong>Compte client</strong> : nom, prénom, adresse e-mail, mot de passe (conservé sous une forme hachée, jamais en clair), téléphone, adresses de livraison et de facturation.',
          orders:
            '<strong>Commandes</strong> : articles, montants, adresses, adresse e-mail pour les commandes sans compte, suivi des statuts et factures. Le paiement est traité par notre prestataire de paiement : nous ne voyons ni ne conservons vos données de carte.',
          newsletter: '<strong>Newsletter</strong> : votre adresse e-mail, si vous vous y inscrivez.',
          technical:
            '<strong>Données techniques</strong> : journaux du serveur (adresse IP, pages demandées), utilisés uniquement pour la sécurité et le bon fonctionnement du site.',
        },
      },
      purposes: {
        title: 'Finalités et bases légales',
        list: {
          orders: 'Traiter et livrer vos commandes, gérer les retours et répondre à vos demandes : exécution du contrat de vente.',
          account: 'Créer et gérer votre compte client : exécution du contrat que vous concluez en créant votre compte.',
          invoices: 'Établir et conserver les factures : obligation légale (comptabilité et fiscalité).',
          newsletter:
            'Vous envoyer la newsletter : votre consentement, que vous pouvez retirer à tout moment grâce au lien de désinscription présent dans chaque envoi.',
          security: 'Assurer la sécurité du site et prévenir la fraude : notre intérêt légitime.',
        },
      },
      recipients: {
        title: 'Destinataires',
        p1: 'Vos données sont destinées à notre équipe et, pour ce qui les concerne, à nos prestataires : le prestataire de paiement, le transporteur et le service d’envoi des e-mails. Elles ne sont jamais vendues ni transmises à des fins publicitaires.',
      },
      retention: {
        title: 'Durées de conservation',
        list: {
          account:
            '<strong>Compte client</strong> : tant que votre compte est ouvert ; vous pouvez le supprimer à tout moment depuis les paramètres de votre compte.',
          orders:
            '<strong>Commandes et factures</strong> : {{accountingRetention}} pour satisfaire à nos obligations comptables, y compris après la suppression du compte.',
          contracts:
            '<strong>Contrats de plus de {{archiveThreshold}}</strong> : archivés {{contractArchive}}, comme le prévoit le Code de la consommation.',
          newsletter: '<strong>Newsletter</strong> : jusqu’à votre désinscription.',
        },
      },
      rights: {
        title: 'Vos droits',
        p1: 'Vous disposez d’un droit d’accès, de rectification, d’effacement et de portabilité de vos données, ainsi que d’un droit d’opposition et de limitation de leur traitement. Vous pouvez retirer votre consentement à tout moment et définir des directives sur le sort de vos données après votre décès.',
        p2: 'Pour exercer ces droits, écrivez-nous à <mail>{{email}}</mail>. Nous vous répondons dans les délais prévus par le RGPD.',
        p3: 'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (<cnil>CNIL</cnil>).',
      },
      cookies: {
        title: 'Cookies',
        p1: 'La boutique n’utilise que des cookies strictement nécessaires à son fonctionnement. Aucun cookie publicitaire, de mesure d’audience ou de pistage n’est déposé et vos données de navigation ne sont partagées avec personne : c’est pourquoi aucun consentement ne vous est demandé.',
        list: {
          session: '<strong>Session</strong> : vous garde connecté à votre compte jusqu’à votre déconnexion.',
          lang: '<strong>lang</strong> : retient la langue que vous avez choisie (français ou anglais).',
          cart: '<strong>Panier</strong> : retrouve votre panier lorsque vous commandez sans compte.',
        },
        p2: 'L’acceptation du message d’information de la boutique est mémorisée dans votre navigateur, le temps de la session. Au moment du paiement, le formulaire de carte de notre prestataire de paiement peut utiliser ses propres cookies, strictement nécessaires à la sécurité du paiement.',
        p3: 'Vous pouvez supprimer ces cookies dans les réglages de votre navigateur ; la connexion à votre compte et le panier ne fonctionneront alors plus.',
      },
    },
  },

  legalNotice: {
    title: 'Mentions légales',
    description: 'Éditeur du site, directeur de la publication, hébergement et propriété intellectuelle.',
    intro:
      'Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, voici les informations sur l’éditeur et l’hébergement de ce site.',
    sections: {
      publisher: {
        title: 'Éditeur du site',
      },
      hosting: {
        title: 'Hébergement',
        p1: 'Le site est hébergé sur le serveur de la boutique, exploité par l’éditeur, {{company}}, dont les coordonnées figurent ci-dessus. L’éditeur est responsable de l’hébergement du site et des contenus qui y sont publiés.',
      },
      property: {
        title: 'Propriété intellectuelle',
        p1: 'Les contenus de ce site (textes, photographies, illustrations, logos et marques) appartiennent à {{company}} ou sont utilisés avec l’autorisation de leurs titulaires. Toute reproduction ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite.',
      },
      data: {
        title: 'Données personnelles et cookies',
        p1: 'Le traitement de vos données personnelles et les cookies utilisés sont décrits sur la page <privacy>Protection des données et cookies</privacy>.',
      },
      contact: {
        title: 'Contact',
        p1: 'Pour toute question, écrivez-nous à <mail>{{email}}</mail>.',
      },
    },
  },

  terms: {
    title: 'Conditions générales de vente',
    description: 'Commande, prix, paiement, livraison, rétractation, retours et garanties : les conditions de vente de la boutique.',
    intro:
      'Les présentes conditions générales de vente s’appliquent à toute commande passée sur ce site par un consommateur. En validant votre commande, vous déclarez les avoir lues et acceptées.',
    sections: {
      seller: {
        title: 'Vendeur',
        p1: 'Les produits sont vendus par {{company}} :',
      },
      products: {
        title: 'Produits',
        p1: 'Nous vendons des vêtements et accessoires fabriqués en France. Leurs caractéristiques essentielles figurent sur chaque fiche produit ; les photographies et les couleurs sont aussi fidèles que possible mais peuvent varier légèrement selon votre écran.',
        p2: 'Pour choisir votre taille, consultez le <guide>guide des tailles</guide>. Nos offres sont valables dans la limite des stocks disponibles.',
      },
      prices: {
        title: 'Prix',
        p1: 'Les prix sont indiqués en euros, toutes taxes comprises (TVA française incluse), hors frais de livraison. Les frais de livraison sont indiqués avant la validation de la commande.',
        p2: 'Nous pouvons modifier nos prix à tout moment ; le prix facturé est celui affiché au moment de la validation de la commande.',
      },
      orders: {
        title: 'Commande',
        p1: 'Pour commander, ajoutez les articles à votre panier, indiquez votre adresse e-mail ou connectez-vous, choisissez l’adresse de livraison, puis payez. Un récapitulatif vous permet de vérifier votre commande avant le paiement.',
        p2: 'La vente est conclue à la confirmation du paiement ; un e-mail de confirmation vous est alors envoyé.',
        p3: 'Une commande au statut « En traitement » est en cours de préparation et ne peut plus être modifiée.',
      },
      payment: {
        title: 'Paiement',
        p1: 'Le paiement se fait par carte bancaire, par l’intermédiaire de notre prestataire de paiement sécurisé. Le montant est débité immédiatement, à la validation de la commande. Nous n’avons jamais accès à vos données de carte.',
        p2: 'Toute somme restant due après son échéance porte intérêt à {{interestMultiple}} fois le taux d’intérêt légal.',
      },
      delivery: {
        title: 'Livraison',
        p1: 'Les commandes sont livrées à l’adresse indiquée lors de la commande, au plus tard {{deliveryAfterPayment}} après le paiement. Les délais et conditions sont détaillés sur la page <delivery>Livraisons</delivery>.',
        p2: 'Les frais de livraison dépendent du poids total de la commande :',
        free: 'La livraison est offerte en France métropolitaine dès {{threshold}} d’achats (montant des articles).',
        p3: 'Si un article est indisponible après votre commande, nous vous en informons dans un délai de {{unavailableNotice}} ; une commande annulée est remboursée dans un délai de {{refund}}.',
        p4: 'Si un colis nous revient faute d’avoir pu être livré et que notre courrier reste sans réponse pendant {{unansweredMailResale}}, la commande est annulée et les articles sont remis en vente.',
      },
      withdrawal: {
        title: 'Droit de rétractation et retours',
        p1: 'Conformément à l’article L221-18 du Code de la consommation, vous disposez d’un délai de {{withdrawal}} à compter de la réception de votre commande pour vous rétracter, sans avoir à motiver votre décision. Au-delà, nous acceptons les retours jusqu’à {{returnWindow}} après la réception.',
        how: 'Pour vous rétracter, utilisez le bouton « Se rétracter du contrat ici » : il figure sur la page de chaque commande dans votre compte et dans chaque e-mail que nous vous envoyons à son sujet, tant que le délai court. Sans compte ni e-mail à portée de main, la page <withdraw>Rétractation</withdraw> envoie ce lien à l’adresse e-mail de la commande, sur simple indication de son numéro. Vous pouvez aussi nous adresser toute autre déclaration dénuée d’ambiguïté, par exemple à <mail>{{email}}</mail>.',
        acknowledgement:
          'Dès votre confirmation, nous vous envoyons par e-mail un accusé de réception qui reprend le contenu de votre rétractation, sa date et son heure.',
        refund:
          'Une commande pas encore expédiée est annulée et remboursée en totalité, frais de livraison compris. Une commande expédiée ou livrée nous est renvoyée au plus tard {{withdrawal}} après votre rétractation ; nous vous remboursons les articles et les frais de livraison standard (pas le supplément d’un mode de livraison plus coûteux que vous auriez choisi), au plus tard {{refund}} après votre rétractation, ce remboursement pouvant être différé jusqu’à la réception des articles ou la preuve de leur expédition. Les frais directs de renvoi restent à votre charge.',
        p2: 'Les articles doivent être retournés neufs, non portés, non lavés et avec leurs étiquettes. Les frais de retour sont à votre charge ({{returnHome}} depuis votre domicile, {{returnRelay}} depuis un point relais) ; si vous utilisez notre étiquette prépayée, {{labelFee}} sont déduits du remboursement selon le motif du retour.',
        p3: 'Nous traitons chaque retour dans un délai de {{returnProcessing}} après sa réception. Le remboursement est fait sur le moyen de paiement utilisé, au plus tard {{refund}} après que vous nous avez informés de votre rétractation ; il peut être différé jusqu’à la réception des articles. Vous pouvez aussi choisir un échange ou un avoir valable {{creditNoteValidity}}.',
        p4: 'La marche à suivre est détaillée sur la page <returns>Échanges et retours</returns>.',
      },
      guarantees: {
        title: 'Garanties',
        p1: 'Nos produits bénéficient de la garantie légale de conformité pendant {{legalConformityGuarantee}} à compter de la livraison (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil).',
        p2: 'Pour un traitement rapide, signalez-nous tout défaut apparent ou article erroné dans les {{defectReport}} suivant la livraison, à <mail>{{email}}</mail> ; les frais de retour sont alors à notre charge. Ce délai ne réduit pas vos garanties légales.',
      },
      forceMajeure: {
        title: 'Force majeure',
        p1: 'Aucune des parties n’est responsable d’un manquement dû à un cas de force majeure au sens de l’article 1218 du Code civil. Si l’empêchement dure plus de {{forceMajeureTermination}}, chaque partie peut résoudre le contrat par écrit ; les sommes déjà versées sont alors remboursées.',
      },
      archive: {
        title: 'Archivage',
        p1: 'Lorsque la commande dépasse {{archiveThreshold}}, le contrat est archivé pendant {{contractArchive}} (article L213-1 du Code de la consommation) ; vous pouvez le consulter sur simple demande à <mail>{{email}}</mail>.',
      },
      personalData: {
        title: 'Données personnelles',
        p1: 'Les données recueillies lors de votre commande sont traitées comme l’explique la page <privacy>Protection des données et cookies</privacy>.',
      },
      law: {
        title: 'Droit applicable et litiges',
        p1: 'Les présentes conditions sont soumises au droit français. En cas de difficulté, contactez d’abord notre service client à <mail>{{email}}</mail> pour trouver une solution amiable.',
        p2: 'À défaut, vous pouvez recourir gratuitement à un médiateur de la consommation (articles L611-1 et suivants du Code de la consommation) ou saisir le tribunal compétent.',
      },
    },
  },
};
