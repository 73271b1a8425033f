import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/*
 * What Chromium's fake camera shows (`--use-fake-device-for-media-stream` with
 * `--use-file-for-fake-video-capture=<file>.y4m`): a Y4M video, a text header and raw I420 frames (the
 * grey levels, then the two colour planes at a quarter size each), looped. Chromium opens the file when a
 * page starts the camera, so a journey rewrites it before each 'Start camera'.
 */

const WIDTH = 640;
const HEIGHT = 480;
const WHITE = 235;
const BLACK = 16;
const NO_COLOUR = 128;
/** The blank margin a QR code needs around it, in modules. */
const QUIET_ZONE = 4;

/** A still picture of `text` as a QR code, black on white in the middle of the frame (or a blank frame). */
export function writeQrVideo(file: string, text: string | null) {
  const grey = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  if (text) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const scale = Math.floor((HEIGHT * 0.8) / (modules.size + 2 * QUIET_ZONE));
    const side = (modules.size + 2 * QUIET_ZONE) * scale;
    const left = Math.floor((WIDTH - side) / 2);
    const top = Math.floor((HEIGHT - side) / 2);
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (!modules.get(row, column)) continue;
        const x = left + (column + QUIET_ZONE) * scale;
        const y = top + (row + QUIET_ZONE) * scale;
        for (let line = y; line < y + scale; line++)
          grey.fill(BLACK, line * WIDTH + x, line * WIDTH + x + scale);
      }
    }
  }
  const colour = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), NO_COLOUR);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), grey, colour, colour]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame]));
}
