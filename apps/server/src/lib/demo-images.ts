import type { Category, Subtype } from '@sortim/contracts/taxonomy';

/*
 * URLs of the artwork made by scripts/generate-demo-images.mjs and shipped in apps/web/public/images.
 * That script draws, per category, covers numbered 1 to ART_PER_CATEGORY with one icon each; the table
 * below picks the drawing that fits a subtype (a racket for padel, a lotus for yoga).
 */

export const ART_PER_CATEGORY = 4;
export const AVATAR_COUNT = 20;

const CATEGORY_SLUGS: Record<Category, string> = {
  'Be Active': 'be-active',
  'Go Social': 'go-social',
  'Taste & Cook': 'taste-cook',
  'Explore Culture': 'explore-culture',
  'Get Outdoors': 'get-outdoors',
};

/** Which of the category's drawings suits the subtype (see the scenes in the generator script). */
const SUBTYPE_ART: Record<Subtype, number> = {
  'Play Football': 1, // ball
  'Play Volleyball': 1,
  'Play Padel': 2, // racket
  'Do Yoga': 3, // lotus
  'Do Pilates': 3,
  'Try CrossFit': 4, // bolt
  'Run Together': 4,
  'Try Something New': 4,
  'Go on a Pub Crawl': 1, // raised glasses
  'Meet for Drinks': 1,
  'Do Language Exchange': 2, // speech bubbles
  'Try Speed Friending': 2,
  'Play Board Games': 3, // dice
  'Join a Dinner': 4, // plate
  'Taste Wine': 1, // wine glass
  'Cook Together': 2, // pot
  'Make Cocktails': 3, // cocktail glass
  'Try a Tapas Tour': 4, // market basket
  'Visit a Food Market': 4,
  'Discover Architecture': 1, // spires
  'Take a City Tour': 1,
  'Visit a Museum': 2, // columns
  'Walk an Art Route': 3, // palette
  'Join a Festival': 4, // fireworks
  'Go Hiking': 1, // mountains
  'Escape for the Weekend': 1,
  'Relax at the Beach': 2, // sea
  'Watch the Sunset': 3, // setting sun
  'Do Yoga in the Park': 4, // tree
};

const coverUrl = (category: Category, art: number) => `/images/demo/${CATEGORY_SLUGS[category]}-${art}.webp`;

export type ActivityImages = { coverImageUrl: string; thumbnailUrl: string; additionalImages: string[] };

/**
 * The cover for the subtype (or the `art` override), its thumbnail, and `extra` other drawings of the same
 * category for the gallery.
 */
export function activityImages(
  category: Category,
  subtype: Subtype,
  extra: number,
  art?: number,
): ActivityImages {
  const main = art ?? SUBTYPE_ART[subtype];
  const others = Array.from({ length: ART_PER_CATEGORY - 1 }, (_, i) => ((main + i) % ART_PER_CATEGORY) + 1);
  return {
    coverImageUrl: coverUrl(category, main),
    thumbnailUrl: `/images/demo/${CATEGORY_SLUGS[category]}-${main}-thumb.webp`,
    additionalImages: others.slice(0, extra).map((n) => coverUrl(category, n)),
  };
}

export const avatarUrl = (n: number) => `/images/demo/avatars/${n}.webp`;
