/**
 * A title as part of a file name: 'Sunrise Yoga à la Plage!' → 'sunrise-yoga-a-la-plage'. ASCII letters
 * and digits joined by single dashes, accents dropped, at most 60 characters; 'activity' when nothing is
 * left. Used for downloads and attachments (a calendar entry, the roster's CSV).
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'activity';
}
