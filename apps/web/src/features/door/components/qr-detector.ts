import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the door asks of a detector: the QR codes in the video's current frame. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android, Safari), else the
 * `barcode-detector` polyfill (ZXing in WebAssembly), loaded with the camera. Its .wasm comes from our
 * own build, not the CDN it would use by default: the page's CSP allows no other host, and the door may
 * be offline by then.
 */
export async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native && (await native.getSupportedFormats()).includes('qr_code')) {
    return new native({ formats: ['qr_code'] });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

interface NativeDetector {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}
