import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

/** Frame size of the fake camera: a phone's 4:3 stream. */
const WIDTH = 640;
const HEIGHT = 480;
/** Luma of paper and ink (video range: 16 black, 235 white); chroma 128 is grey, so the frame has no colour. */
const WHITE = 235;
const BLACK = 16;
const NEUTRAL = 128;

/**
 * Writes a Y4M video (YUV4MPEG2 header, then raw I420 frames) that shows a QR code of `text` on white, for Chromium's
 * `--use-file-for-fake-video-capture`: the fake camera then films that label (live scanning, end to end). Chromium
 * loops the file, so a few identical frames suffice. Returns the file's path.
 */
export function writeQrVideo(text: string, frames = 5): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  // The code with a quiet zone of 4 modules fills about 80 % of the frame's height, centred.
  const modules = qr.size + 8;
  const scale = Math.floor((HEIGHT * 0.8) / modules);
  const left = Math.floor((WIDTH - modules * scale) / 2) + 4 * scale;
  const top = Math.floor((HEIGHT - modules * scale) / 2) + 4 * scale;

  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < qr.size; row++) {
    for (let col = 0; col < qr.size; col++) {
      if (!qr.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), NEUTRAL);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);

  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bess-camera-')), 'label.y4m');
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return file;
}

/** Chromium's flags for a camera that films `videoFile`, allowed without asking. */
export function fakeCameraArgs(videoFile: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ];
}
