/**
 * Customer accounts: sign-in, registration, mail links (confirmation, new password, new
 * address), the account area and its menu, the newsletter unsubscribe page. The `validation`
 * keys are the messages of the shared form schemas (src/domain/accounts), answered by the API
 * in the same words.
 */
export default {
  meta: {
    signIn: 'Connexion',
    register: 'Créer un compte',
    confirmRegistration: 'Confirmation de l’inscription',
    resetPassword: 'Nouveau mot de passe',
    confirmEmailChange: 'Confirmation de la nouvelle adresse e-mail',
    account: 'Mon compte',
    settings: 'Paramètres du compte',
    unsubscribe: 'Désinscription de la newsletter',
    confirmNewsletter: 'Confirmation de l’inscription à la newsletter',
  },
  fields: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmation du nouveau mot de passe',
    requiredNote: 'Les champs suivis d’un astérisque (*) sont obligatoires.',
  },
  password: {
    show: 'Afficher le mot de passe',
    showCurrent: 'Afficher le mot de passe actuel',
    showNew: 'Afficher le nouveau mot de passe',
    showConfirmation: 'Afficher la confirmation du mot de passe',
    rule: 'De {{min}} à {{max}} caractères.',
  },
  form: {
    invalidField: 'Cette valeur n’est pas valide.',
  },
  outcome: {
    success: 'Réussite',
    error: 'Erreur',
  },
  signIn: {
    title: 'Connexion',
    intro: 'Connectez-vous pour retrouver vos adresses et gérer votre compte.',
    submit: 'Se connecter',
    forgot: 'Mot de passe oublié ?',
    noAccount: 'Pas encore de compte ?',
    register: 'Créer un compte',
    resend: 'Renvoyer le mail de confirmation',
  },
  forgot: {
    title: 'Mot de passe oublié',
    intro: 'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    cancel: 'Annuler',
  },
  register: {
    title: 'Créer un compte',
    intro: 'Un compte vous permet d’enregistrer vos adresses et de suivre vos commandes.',
    termsBefore: 'J’accepte les',
    termsLink: 'conditions générales de vente',
    newsletter: 'Je souhaite recevoir la newsletter (nouveautés et collections, quelques fois par saison).',
    submit: 'Créer mon compte',
    haveAccount: 'Déjà un compte ?',
    signIn: 'Se connecter',
    doneTitle: 'Vérifiez votre boîte mail',
  },
  confirmRegistration: {
    title: 'Confirmation de votre inscription',
    pending: 'Activation de votre compte…',
    successTitle: 'Votre compte est activé',
    success: 'Votre adresse e-mail est confirmée : vous pouvez maintenant vous connecter.',
    alreadyActiveTitle: 'Votre compte est déjà activé',
    alreadyActive: 'Ce lien a déjà servi et votre adresse e-mail est confirmée : connectez-vous avec votre adresse e-mail et votre mot de passe.',
    signIn: 'Se connecter',
    failureTitle: 'Ce lien ne fonctionne pas',
    failure:
      'Le lien a peut-être expiré ou déjà servi, veuillez réessayer. Si votre compte n’est pas encore activé, demandez un nouveau mail de confirmation.',
    resend: 'Recevoir un nouveau mail de confirmation',
    retry: 'Réessayer',
  },
  resetPassword: {
    title: 'Choisir un nouveau mot de passe',
    intro: 'Choisissez le nouveau mot de passe du compte {{email}}.',
    submit: 'Enregistrer le mot de passe',
    successTitle: 'Mot de passe modifié',
    signIn: 'Se connecter',
    expiredTitle: 'Lien expiré',
    expired: 'Ce lien de réinitialisation n’est plus valable : il ne sert qu’une fois et pendant une heure.',
    requestNew: 'Demander un nouveau lien',
  },
  confirmEmailChange: {
    title: 'Confirmation de votre nouvelle adresse e-mail',
    pending: 'Confirmation de votre nouvelle adresse…',
    successTitle: 'Adresse e-mail modifiée',
    success: 'Votre compte utilise désormais l’adresse {{email}}.',
    failureTitle: 'Ce lien ne fonctionne pas',
    failure: 'Le lien a peut-être expiré ou déjà servi, veuillez réessayer depuis les paramètres de votre compte.',
    toSettings: 'Paramètres du compte',
    retry: 'Réessayer',
  },
  menu: {
    myAccount: 'Mon compte',
    hello: 'Bonjour {{firstName}}',
    orders: 'Mes commandes',
    invoices: 'Mes factures',
    addresses: 'Mes adresses',
    settings: 'Paramètres du compte',
    logout: 'Se déconnecter',
  },
  settings: {
    title: 'Paramètres du compte',
    profile: {
      title: 'Informations personnelles',
      submit: 'Enregistrer mes informations',
      emailSent: 'Un lien de confirmation a été envoyé à {{email}}. Votre adresse actuelle reste celle du compte jusqu’à ce que vous le suiviez.',
      pending: 'Nouvelle adresse en attente de confirmation : {{email}}',
    },
    password: {
      title: 'Mot de passe',
      submit: 'Modifier le mot de passe',
    },
    delete: {
      title: 'Supprimer mon compte',
      intro:
        'Vos informations personnelles, vos adresses et votre inscription à la newsletter seront effacées. Les commandes et factures que la loi nous oblige à conserver sont gardées, sans lien avec vous.',
      open: 'Supprimer mon compte',
      question: 'Êtes-vous certain de vouloir supprimer votre compte ?',
      warning: 'Cette action est définitive. Pour confirmer, saisissez votre mot de passe.',
      cancel: 'Annuler',
      confirm: 'Confirmer',
      done: 'Votre compte a bien été supprimé.',
    },
  },
  confirmNewsletter: {
    title: 'Inscription à la newsletter',
    pending: 'Confirmation de votre inscription…',
    successTitle: 'Inscription confirmée',
    success: 'Vous recevrez désormais notre newsletter à cette adresse. Un e-mail de bienvenue est en route.',
    failureTitle: 'Ce lien ne fonctionne pas',
    failure:
      'Le lien a peut-être expiré (il reste valable 48 heures) ou l’inscription a été annulée. Inscrivez-vous à nouveau avec le formulaire en bas de page pour recevoir un nouveau lien.',
    home: 'Retour à la boutique',
    retry: 'Réessayer',
  },
  unsubscribe: {
    title: 'Se désinscrire de la newsletter',
    intro: 'Indiquez l’adresse e-mail à retirer de la liste : vous ne recevrez plus la newsletter.',
    submit: 'Me désinscrire',
    pending: 'Désinscription en cours…',
    successTitle: 'Désinscription confirmée',
    retry: 'Réessayer',
    home: 'Retour à la boutique',
  },
  /** Messages of the shared form schemas (src/domain/accounts), also answered by the API. */
  validation: {
    firstNameRequired: 'Veuillez indiquer votre prénom.',
    lastNameRequired: 'Veuillez indiquer votre nom.',
    firstNameTooLong: 'Le prénom est trop long (100 caractères au plus).',
    lastNameTooLong: 'Le nom est trop long (100 caractères au plus).',
    dontUseSpecialCharacters: 'N’utilisez pas de caractères spéciaux : seulement des lettres, des espaces, des tirets et des apostrophes.',
    emailRequired: 'Veuillez indiquer votre adresse e-mail.',
    emailTooLong: 'L’adresse e-mail est trop longue.',
    emailInvalid: 'Adresse e-mail invalide. Exemple : prenom.nom@exemple.fr',
    passwordRequired: 'Veuillez indiquer votre mot de passe.',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
    passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères.',
    passwordsDontMatch: 'Les mots de passe ne correspondent pas.',
    acceptTerms: 'Veuillez accepter les conditions générales de vente.',
    nothingChanged: 'Veuillez indiquer une modification.',
  },
  /** Refusals of the account API (src/domain/accounts/message-keys.md). */
  errors: {
    invalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
    emailNotConfirmed:
      'Votre adresse e-mail n’est pas encore confirmée : suivez le lien du mail de confirmation que nous vous avons envoyé. Vous pouvez en recevoir un nouveau.',
    signInThrottled:
      'Trop de mots de passe erronés pour ce compte depuis cette connexion. Réessayez dans quelques minutes, ou choisissez un nouveau mot de passe avec « Mot de passe oublié ? ».',
    wrongPassword: 'Mot de passe incorrect.',
    emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  },
  /** The `message` of the account API's successful answers. */
  messages: {
    registered: 'Merci ! Un e-mail vient d’être envoyé à cette adresse : suivez son lien pour activer votre compte.',
    confirmationResent: 'Si un compte attend d’être activé avec cette adresse, un nouveau lien de confirmation vient de lui être envoyé.',
    resetRequested:
      'Si un compte existe avec cette adresse, un lien pour choisir un nouveau mot de passe vient de lui être envoyé. Il est valable une heure.',
    passwordReset: 'Votre nouveau mot de passe est enregistré. Vous pouvez maintenant vous connecter.',
    profileSaved: 'Vos informations ont été enregistrées.',
    emailChangeRequested: 'Un lien de confirmation a été envoyé à la nouvelle adresse. Elle remplacera l’actuelle quand vous l’aurez suivi.',
    passwordChanged: 'Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.',
  },
};
