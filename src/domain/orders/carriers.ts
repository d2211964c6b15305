/** The carriers "Expédier" offers. 'other' has no tracking page the shop knows. */
export const CARRIERS = ['colissimo', 'mondial_relay', 'chronopost', 'dhl', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** What a carrier's tracking number may hold: letters, digits, spaces and dashes, as carriers print them. */
export const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/;

const TRACKING_PAGES: Record<Exclude<Carrier, 'other'>, (number: string) => string> = {
  colissimo: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}`,
  mondial_relay: (n) => `https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition=${n}`,
  chronopost: (n) => `https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=${n}`,
  dhl: (n) => `https://www.dhl.com/fr-fr/home/tracking.html?tracking-id=${n}`,
};

/** The carrier's public tracking page for a parcel; null for 'other'. Spaces are dropped, as carriers' pages expect. */
export function trackingLink(carrier: Carrier, trackingNumber: string): string | null {
  if (carrier === 'other') return null;
  return TRACKING_PAGES[carrier](encodeURIComponent(trackingNumber.replace(/\s+/g, '')));
}
