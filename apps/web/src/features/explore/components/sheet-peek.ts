/**
 * How much of the phone map's collapsed results sheet shows over the map: its grip and its row. The map
 * keeps clear of it; a module of its own so the page knows it before the sheet's code has loaded.
 */
export const SHEET_PEEK_PX = 76;
