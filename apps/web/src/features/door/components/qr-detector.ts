import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the door asks of a detector: the QR codes in the video's current frame. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetector {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<QrDetector> | undefined;

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android, Safari), else the
 * `barcode-detector` polyfill (ZXing in WebAssembly). Its .wasm comes from our own build, not the CDN it
 * would use by default: the page's CSP allows no other host. Made once, and loaded in full (script and
 * compiled WebAssembly) as the door opens, so the camera still reads tickets if the network goes after.
 */
export function qrDetector(): Promise<QrDetector> {
  detector ??= createQrDetector().catch((error: unknown) => {
    detector = undefined;
    throw error;
  });
  return detector;
}

async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native && (await native.getSupportedFormats()).includes('qr_code')) {
    return new native({ formats: ['qr_code'] });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
