#!/usr/bin/env node
/*
 * Generates the demo artwork shipped in apps/web/public/images: per category a few covers (1200x900) with
 * thumbnails (640x480), a neutral fallback cover and abstract avatars (256x256). Each picture is an SVG
 * (warm gradient, a faint pattern, a line-art icon) rasterised to WebP by sharp, so the repository holds
 * small files and no demo page hot-links a photo from the internet.
 *
 * The output is committed; run this again only to change the artwork:
 *   node scripts/generate-demo-images.mjs
 *
 * File names are read by the seed (apps/server/src/db/seed/demo-images.ts): `<category-slug>-<n>.webp`,
 * `<category-slug>-<n>-thumb.webp` and `avatars/<n>.webp`. Keep both sides in step.
 */
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp is a devDependency of the server workspace; resolve it from there wherever npm hoisted it.
const sharp = createRequire(path.join(repoRoot, 'apps/server/package.json'))('sharp');

const imagesDir = path.join(repoRoot, 'apps/web/public/images');
const demoDir = path.join(imagesDir, 'demo');
const avatarsDir = path.join(demoDir, 'avatars');

const COVER = { width: 1200, height: 900 };
const THUMB = { width: 640, height: 480 };
const AVATAR_SIZE = 256;
const AVATAR_COUNT = 20;
const WEBP = { quality: 70, effort: 6 };
const INK = '#FFF6EA';

/* ------------------------------------------------------------------ icons (drawn in a 200x200 box) */

const line = (d) => `<path d="${d}"/>`;
const dot = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}" stroke="none"/>`;

const ICONS = {
  ball: [
    '<circle cx="100" cy="100" r="78"/>',
    line('M100 68 L130 90 L119 125 L81 125 L70 90 Z'),
    line('M100 68 L100 24 M130 90 L172 76 M119 125 L146 162 M81 125 L54 162 M70 90 L28 76'),
  ],
  racket: [
    '<ellipse cx="92" cy="78" rx="54" ry="62"/>',
    line('M92 140 L92 190'),
    ...[62, 92, 122].flatMap((x) => [58, 86, 114].map((y) => dot(x, y, 5))),
    '<circle cx="160" cy="160" r="16"/>',
  ],
  lotus: [
    line('M100 150 C70 120 72 70 100 36 C128 70 130 120 100 150 Z'),
    line('M100 150 C70 150 34 128 26 92 C62 90 88 112 100 150'),
    line('M100 150 C130 150 166 128 174 92 C138 90 112 112 100 150'),
    line('M40 172 L160 172'),
  ],
  bolt: [
    line('M112 20 L58 110 L98 110 L84 180 L146 84 L104 84 Z'),
    line('M20 70 L46 70 M12 100 L40 100 M24 130 L48 130'),
  ],
  cheers: [
    line('M46 44 L92 56 L84 96 C80 112 62 116 50 106 C40 98 40 80 46 44 Z'),
    line('M67 108 L58 156 M40 156 L78 162'),
    line('M154 44 L108 56 L116 96 C120 112 138 116 150 106 C160 98 160 80 154 44 Z'),
    line('M133 108 L142 156 M122 162 L160 156'),
    line('M100 18 L100 36 M80 24 L88 38 M120 24 L112 38'),
  ],
  bubbles: [
    line(
      'M24 40 H118 Q130 40 130 52 V96 Q130 108 118 108 H60 L38 128 L42 108 H24 Q12 108 12 96 V52 Q12 40 24 40 Z',
    ),
    line('M84 120 V132 Q84 144 96 144 H150 L170 164 L166 144 H176 Q188 144 188 132 V92 Q188 80 176 80 H144'),
    dot(46, 74, 6),
    dot(71, 74, 6),
    dot(96, 74, 6),
  ],
  dice: [
    '<rect x="22" y="58" width="84" height="84" rx="14" transform="rotate(-12 64 100)"/>',
    '<rect x="100" y="48" width="78" height="78" rx="14" transform="rotate(14 139 87)"/>',
    dot(50, 88, 7),
    dot(78, 112, 7),
    dot(124, 72, 7),
    dot(154, 102, 7),
    dot(139, 87, 7),
  ],
  plate: [
    '<circle cx="100" cy="100" r="58"/>',
    '<circle cx="100" cy="100" r="38"/>',
    line('M22 40 V80 M12 40 V70 Q12 82 22 82 Q32 82 32 70 V40 M22 82 V166'),
    line('M178 40 C162 52 160 92 172 104 L178 104 M178 40 V166'),
  ],
  wine: [
    line('M62 24 H138 C142 70 128 104 100 108 C72 104 58 70 62 24 Z'),
    line('M66 56 H134'),
    line('M100 108 V168 M70 172 H130'),
  ],
  pot: [
    line('M36 84 H164 V140 Q164 168 136 168 H64 Q36 168 36 140 Z'),
    line('M20 96 H36 M164 96 H180'),
    line('M52 72 Q100 50 148 72'),
    line('M80 40 Q70 28 80 16 M100 44 Q90 30 100 14 M120 40 Q110 28 120 16'),
  ],
  cocktail: [
    line('M30 34 H170 L100 110 Z'),
    line('M100 110 V168 M70 172 H130'),
    '<circle cx="120" cy="58" r="12"/>',
    line('M120 58 L152 16'),
  ],
  basket: [
    line('M24 92 H176 L158 168 H42 Z'),
    line('M58 92 Q100 20 142 92'),
    line('M62 114 L66 150 M100 114 V150 M138 114 L134 150'),
    '<circle cx="76" cy="76" r="18"/>',
    '<circle cx="118" cy="72" r="22"/>',
    line('M118 50 Q128 36 142 40'),
  ],
  spires: [
    line('M36 176 V88 Q50 40 64 88 V176'),
    line('M76 176 V64 Q92 8 108 64 V176'),
    line('M120 176 V70 Q135 20 150 70 V176'),
    line('M160 176 V96 Q172 60 184 96 V176'),
    line('M20 176 H190'),
    dot(50, 54, 6),
    dot(92, 26, 7),
    dot(135, 34, 6),
    dot(172, 70, 5),
  ],
  columns: [
    line('M20 70 L100 26 L180 70 Z'),
    line('M28 82 H172 M28 170 H172 M20 182 H180'),
    line('M48 92 V160 M82 92 V160 M118 92 V160 M152 92 V160'),
  ],
  palette: [
    line(
      'M100 24 C150 24 184 58 184 100 C184 130 160 138 142 128 C126 120 112 132 118 148 C124 166 112 178 96 178 C52 178 16 144 16 100 C16 56 54 24 100 24 Z',
    ),
    '<circle cx="62" cy="72" r="13"/>',
    '<circle cx="104" cy="56" r="13"/>',
    '<circle cx="146" cy="76" r="13"/>',
    '<circle cx="56" cy="120" r="13"/>',
  ],
  fireworks: [
    line(
      'M70 90 L70 40 M70 90 L106 58 M70 90 L120 90 M70 90 L106 122 M70 90 L70 140 M70 90 L34 122 M70 90 L20 90 M70 90 L34 58',
    ),
    line(
      'M148 140 L148 112 M148 140 L168 124 M148 140 L176 140 M148 140 L168 156 M148 140 L148 168 M148 140 L128 156',
    ),
    dot(150, 40, 6),
    dot(178, 72, 4),
    dot(30, 170, 5),
  ],
  mountains: [
    line('M8 170 L74 62 L112 120 L138 86 L192 170 Z'),
    line('M56 92 L74 62 L92 92 L82 86 L74 96 L66 86 Z'),
    '<circle cx="154" cy="40" r="18"/>',
  ],
  sea: [
    '<circle cx="100" cy="70" r="36"/>',
    line('M14 122 Q36 106 58 122 T102 122 T146 122 T190 122'),
    line('M14 148 Q36 132 58 148 T102 148 T146 148 T190 148'),
    line('M14 174 Q36 158 58 174 T102 174 T146 174 T190 174'),
  ],
  sunset: [
    line('M30 120 A70 70 0 0 1 170 120'),
    line('M10 120 H190 M38 144 H162 M64 166 H136'),
    line('M100 22 V36 M40 52 L50 62 M160 52 L150 62'),
  ],
  tree: [
    line('M100 176 V116 M100 140 L76 118 M100 128 L124 108'),
    '<circle cx="100" cy="72" r="54"/>',
    line('M20 176 H180'),
  ],
  pin: [
    line(
      'M100 184 C70 140 44 110 44 78 C44 44 70 20 100 20 C130 20 156 44 156 78 C156 110 130 140 100 184 Z',
    ),
    '<circle cx="100" cy="78" r="22"/>',
  ],
};

/* ------------------------------------------------------------------ patterns */

const PATTERNS = {
  dots: (c) =>
    `<pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="24" cy="24" r="5" fill="${c}"/></pattern>`,
  stripes: (c) =>
    `<pattern id="p" width="56" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="14" height="56" fill="${c}"/></pattern>`,
  // Barcelona's pavement tile, the 'panot de flor': four quarter-circles meeting at the centre.
  panot: (c) =>
    `<pattern id="p" width="120" height="120" patternUnits="userSpaceOnUse"><g fill="none" stroke="${c}" stroke-width="6"><circle cx="0" cy="0" r="46"/><circle cx="120" cy="0" r="46"/><circle cx="0" cy="120" r="46"/><circle cx="120" cy="120" r="46"/><circle cx="60" cy="60" r="16"/></g></pattern>`,
  waves: (c) =>
    `<pattern id="p" width="160" height="60" patternUnits="userSpaceOnUse"><path d="M0 30 Q40 6 80 30 T160 30" fill="none" stroke="${c}" stroke-width="6"/></pattern>`,
};

/* ------------------------------------------------------------------ scenes */

/**
 * One scene per cover: the palette belongs to the category; icon, pattern and gradient angle vary per
 * picture. The numbering (1 to 4) is what the seed's SUBTYPE_ART refers to.
 */
const CATEGORIES = [
  {
    slug: 'be-active',
    colors: ['#C4452F', '#F08A4B', '#F6C177'],
    scenes: [
      { icon: 'ball', pattern: 'dots', angle: 20 },
      { icon: 'racket', pattern: 'stripes', angle: 120 },
      { icon: 'lotus', pattern: 'waves', angle: 200 },
      { icon: 'bolt', pattern: 'panot', angle: 300 },
    ],
  },
  {
    slug: 'go-social',
    colors: ['#8E3B5C', '#D9596B', '#F4A261'],
    scenes: [
      { icon: 'cheers', pattern: 'panot', angle: 30 },
      { icon: 'bubbles', pattern: 'dots', angle: 140 },
      { icon: 'dice', pattern: 'stripes', angle: 230 },
      { icon: 'plate', pattern: 'waves', angle: 320 },
    ],
  },
  {
    slug: 'taste-cook',
    colors: ['#7A2E2A', '#C0662B', '#E9B949'],
    scenes: [
      { icon: 'wine', pattern: 'stripes', angle: 40 },
      { icon: 'pot', pattern: 'panot', angle: 130 },
      { icon: 'cocktail', pattern: 'dots', angle: 250 },
      { icon: 'basket', pattern: 'waves', angle: 340 },
    ],
  },
  {
    slug: 'explore-culture',
    colors: ['#1D4E89', '#3E7CB1', '#E0A458'],
    scenes: [
      { icon: 'spires', pattern: 'panot', angle: 10 },
      { icon: 'columns', pattern: 'stripes', angle: 110 },
      { icon: 'palette', pattern: 'dots', angle: 210 },
      { icon: 'fireworks', pattern: 'waves', angle: 290 },
    ],
  },
  {
    slug: 'get-outdoors',
    colors: ['#1F6F68', '#2A9D8F', '#E9C46A'],
    scenes: [
      { icon: 'mountains', pattern: 'waves', angle: 60 },
      { icon: 'sea', pattern: 'dots', angle: 160 },
      { icon: 'sunset', pattern: 'stripes', angle: 260 },
      { icon: 'tree', pattern: 'panot', angle: 350 },
    ],
  },
];

const FALLBACK = { colors: ['#8A8178', '#B5AB9E', '#DDD5C8'], icon: 'pin', pattern: 'panot', angle: 135 };

/** A gradient axis through the centre at `angle` degrees, as objectBoundingBox coordinates. */
function gradientAxis(angle) {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.cos(rad) / 2;
  const dy = Math.sin(rad) / 2;
  const f = (n) => n.toFixed(3);
  return `x1="${f(0.5 - dx)}" y1="${f(0.5 - dy)}" x2="${f(0.5 + dx)}" y2="${f(0.5 + dy)}"`;
}

function coverSvg({ colors, icon, pattern, angle }) {
  const { width, height } = COVER;
  const iconSize = 380;
  const [c0, c1, c2] = colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" ${gradientAxis(angle)}>
      <stop offset="0" stop-color="${c0}"/><stop offset="0.55" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.28"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/>
    </radialGradient>
    ${PATTERNS[pattern]('#FFFFFF')}
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect width="100%" height="100%" fill="url(#p)" opacity="0.09"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="360" fill="url(#glow)"/>
  <g transform="translate(${(width - iconSize) / 2} ${(height - iconSize) / 2}) scale(${iconSize / 200})"
     fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">
    ${ICONS[icon].join('\n    ')}
  </g>
</svg>`;
}

/* ------------------------------------------------------------------ avatars */

/** Miró-like marks (sun, star, crescent, eye) on warm gradients: abstract, so no face is implied. */
const AVATAR_PALETTES = [
  ['#C4452F', '#F6C177'],
  ['#8E3B5C', '#F4A261'],
  ['#1D4E89', '#E0A458'],
  ['#1F6F68', '#E9C46A'],
  ['#7A2E2A', '#E9B949'],
];
const AVATAR_MARKS = [
  `<circle cx="128" cy="128" r="54" fill="${INK}" opacity="0.9"/>`,
  `<path d="M128 58 L146 108 L198 110 L156 140 L172 192 L128 162 L84 192 L100 140 L58 110 L110 108 Z" fill="${INK}" opacity="0.9"/>`,
  `<path d="M150 62 A70 70 0 1 0 150 194 A54 54 0 1 1 150 62 Z" fill="${INK}" opacity="0.9"/>`,
  `<ellipse cx="128" cy="128" rx="74" ry="42" fill="${INK}" opacity="0.9"/><circle cx="128" cy="128" r="22" fill="#2B2B2B" opacity="0.75"/>`,
];

function avatarSvg(n) {
  const [from, to] = AVATAR_PALETTES[n % AVATAR_PALETTES.length];
  const mark = AVATAR_MARKS[Math.floor(n / AVATAR_PALETTES.length) % AVATAR_MARKS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}">
  <defs><linearGradient id="g" ${gradientAxis(45 + n * 37)}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${mark}
</svg>`;
}

/* ------------------------------------------------------------------ output */

async function writeCover(svg, file, thumbFile) {
  const raster = await sharp(Buffer.from(svg)).png().toBuffer();
  await sharp(raster).webp(WEBP).toFile(file);
  if (thumbFile) await sharp(raster).resize(THUMB.width, THUMB.height).webp(WEBP).toFile(thumbFile);
}

async function main() {
  await mkdir(avatarsDir, { recursive: true });
  for (const { slug, colors, scenes } of CATEGORIES) {
    for (const [i, scene] of scenes.entries()) {
      const base = path.join(demoDir, `${slug}-${i + 1}`);
      await writeCover(coverSvg({ colors, ...scene }), `${base}.webp`, `${base}-thumb.webp`);
    }
  }
  await writeCover(coverSvg(FALLBACK), path.join(imagesDir, 'fallback-activity.webp'));
  for (let n = 1; n <= AVATAR_COUNT; n++) {
    await sharp(Buffer.from(avatarSvg(n - 1)))
      .webp(WEBP)
      .toFile(path.join(avatarsDir, `${n}.webp`));
  }
  console.log(`Demo images written to ${path.relative(repoRoot, imagesDir)}`);
}

await main();
