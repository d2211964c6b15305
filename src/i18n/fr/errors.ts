export default {
  invalidParameter: 'La valeur du champ « {{field}} » n’est pas valide.',
  invalidRequest: 'La demande n’est pas valide.',
  notFound: 'Cette page ou cette ressource n’existe pas.',
  productNotFound: 'Ce produit n’existe pas ou n’est plus en vente.',
  notSignedIn: 'Veuillez vous connecter pour continuer.',
  network: 'Erreur de connexion au serveur',
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  forbiddenOrigin: 'Cette demande ne vient pas du site et a été refusée.',
  server: 'Un problème est survenu lors de l’opération, veuillez réessayer.',
  somethingWrong: 'Quelque chose s’est mal passé.',
  linkExpired: 'Lien expiré, veuillez réessayer.',
};
