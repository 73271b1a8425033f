/** Text as a search compares it, accents and case aside: 'Núria' is found by 'nuria'. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
