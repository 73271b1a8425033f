import sharp from 'sharp';

/**
 * A 1200x800 PNG for the image pickers (sharp comes with the server workspace): a warm sky over a sea and
 * a sun, so the stored card and cover sizes are real resized pictures, not a few pixels.
 */
export async function activityPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#e76f51"/>
  </linearGradient></defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="840" cy="430" r="120" fill="#ffd166"/>
  <rect y="500" width="1200" height="300" fill="#264653"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
