import {
  CATEGORIES,
  type Category,
  LEVELS,
  type Level,
  SUBTYPES,
  type Subtype,
} from '@sortim/contracts/taxonomy';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Category, subtype and level names in the page's language. The values stay English on the wire and in
 * the database (the spec's names); only what is shown is translated. A value the taxonomy does not know
 * shows as it is.
 */
export type TaxonomyText = {
  category: (value: string) => string;
  subtype: (value: string) => string;
  level: (value: string) => string;
};

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);
const isSubtype = (value: string): value is Subtype => (SUBTYPES as readonly string[]).includes(value);
const isLevel = (value: string): value is Level => (LEVELS as readonly string[]).includes(value);

export function taxonomyText(t: TFunction): TaxonomyText {
  return {
    category: (value) => (isCategory(value) ? t(`taxonomy.categories.${value}`) : value),
    subtype: (value) => (isSubtype(value) ? t(`taxonomy.subtypes.${value}`) : value),
    level: (value) => (isLevel(value) ? t(`taxonomy.levels.${value}`) : value),
  };
}

/** The taxonomy's names for a component, following language switches. */
export function useTaxonomyText(): TaxonomyText {
  const { t } = useTranslation();
  return taxonomyText(t);
}
