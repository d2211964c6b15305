export default {
  placeholder: 'À remplacer',
};
