import type { Locale } from '@sortim/contracts/product';
import { ca } from './strings/ca.ts';
import { type EmailStrings, en } from './strings/en.ts';
import { es } from './strings/es.ts';

const CATALOGS: Record<Locale, EmailStrings> = { en, es, ca };

/** The e-mails' words in the recipient's language. */
export const emailStrings = (locale: Locale): EmailStrings => CATALOGS[locale];
