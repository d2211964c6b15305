/**
 * "de" before a name, elided as French writes it before a vowel: "de Maison Lune" but
 * "d’Atelier Lumière". An initial h is left as "de": whether it is mute depends on the word,
 * and "de H…" reads as a choice where "d’H…" would read as a mistake.
 */
export function frenchOf(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name.trim()) ? `d’${name.trim()}` : `de ${name.trim()}`;
}
