import type { Address } from '../../../domain/addresses/address';

/** An address as the book shows it: with its country named in the page language by the server. */
export type BookAddress = Address & { countryName: string };
