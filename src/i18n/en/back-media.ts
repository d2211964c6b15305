import type { Messages } from '../types';
import type fr from '../fr/back-media';

export default {
  intro:
    'The site’s pictures. Every picture sent is checked as product photos are (JPEG, PNG, WebP or AVIF; {{maxMegabytes}} MB and {{maxMegapixels}} megapixels at most; no SVG), turned upright, stripped of its metadata (GPS position, camera) and sized for its use. The shop shows it from its next page load.',
  loadFailed: 'The pictures could not be loaded. Reload the page.',
  current: 'Current picture',
  currentAlt: 'Current picture: {{title}}',
  none: 'No picture yet.',
  chosen: 'New picture (preview)',
  chosenAlt: 'New picture chosen: {{title}}',
  choose: 'New picture',
  chooseFor: ': {{title}}',
  validate: 'Validate',
  validateLabel: 'Validate the new picture: {{title}}',
  uploading: 'Sending the picture',
  noFile: 'Choose a picture first.',
  replaced: '“{{title}}” replaced: the shop shows the new picture from its next page load.',
  slots: {
    logo: 'Logo',
    'home-hero': 'Home picture',
    'home-cover': 'Home banner',
    sharing: 'Sharing picture',
    't-shirts': 'T-shirts illustration',
    'sweat-shirts': 'Sweatshirts illustration',
    accessories: 'Accessories illustration',
    'new-in': 'New in illustration',
    signature: 'Mail signature',
  },
  uses: {
    logo: 'At the top of every page and every mail. Kept whole, transparency included (PNG), within {{width}} × {{height}} pixels.',
    'home-hero': 'The large picture at the top of the home page, under its title: cut around the centre to {{width}} × {{height}} pixels.',
    'home-cover': 'The home page’s cover picture, below the categories: cut around the centre to {{width}} × {{height}} pixels.',
    sharing:
      'Shown by social networks and messaging apps when a link to the shop is shared: cut around the centre to {{width}} × {{height}} pixels (JPEG).',
    't-shirts': 'The home page’s T-shirts card: cut around the centre to {{width}} × {{height}} pixels.',
    'sweat-shirts': 'The home page’s Sweatshirts card: cut around the centre to {{width}} × {{height}} pixels.',
    accessories: 'The home page’s Accessories card: cut around the centre to {{width}} × {{height}} pixels.',
    'new-in': 'The home page’s New in card: cut around the centre to {{width}} × {{height}} pixels.',
    signature: 'Under the sign-off of the mails. Kept whole, transparency included (PNG), within {{width}} × {{height}} pixels.',
  },
  errors: {
    oneFile: 'Send one picture at a time.',
    unknownSlot: 'This site picture does not exist.',
  },
} satisfies Messages<typeof fr>;
