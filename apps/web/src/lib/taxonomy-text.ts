import {
  ACTIVITY_LANGUAGES,
  CATEGORIES,
  type Category,
  FILTER_LANGUAGES,
  LEVELS,
  type Level,
  SUBTYPES,
  type Subtype,
} from '@sortim/contracts/taxonomy';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Category, subtype, level and language names in the page's language. The values stay English on the wire
 * and in the database (the spec's names); only what is shown is translated. A value the taxonomy does not
 * know shows as it is.
 */
export type TaxonomyText = {
  category: (value: string) => string;
  subtype: (value: string) => string;
  level: (value: string) => string;
  /** A language the product offers, by its English name ('Spanish'); one a host typed shows as typed. */
  language: (value: string) => string;
};

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);
const isSubtype = (value: string): value is Subtype => (SUBTYPES as readonly string[]).includes(value);
const isLevel = (value: string): value is Level => (LEVELS as readonly string[]).includes(value);

/** The languages the editor's badges and the explore filter offer, by their English names. */
type LanguageName = (typeof ACTIVITY_LANGUAGES)[number]['name'] | (typeof FILTER_LANGUAGES)[number];
export const LANGUAGE_NAMES: readonly LanguageName[] = [
  ...new Set<LanguageName>([...ACTIVITY_LANGUAGES.map(({ name }) => name), ...FILTER_LANGUAGES]),
];
const isLanguage = (value: string): value is LanguageName =>
  (LANGUAGE_NAMES as readonly string[]).includes(value);

export function taxonomyText(t: TFunction): TaxonomyText {
  return {
    category: (value) => (isCategory(value) ? t(`taxonomy.categories.${value}`) : value),
    subtype: (value) => (isSubtype(value) ? t(`taxonomy.subtypes.${value}`) : value),
    level: (value) => (isLevel(value) ? t(`taxonomy.levels.${value}`) : value),
    language: (value) => (isLanguage(value) ? t(`taxonomy.languages.${value}`) : value),
  };
}

/** The taxonomy's names for a component, following language switches. */
export function useTaxonomyText(): TaxonomyText {
  const { t } = useTranslation();
  return taxonomyText(t);
}
