// Reading a pass's QR code from the camera (docs/behaviour.md §26.4): the browser's own BarcodeDetector where it
// reads QR codes (Android's Chrome, Safari), else jsQR, a maintained decoder loaded only when scanning starts.

/** The pass's code: 10 characters of A-Z and 2-9, alone or at the end of a link. */
const PASS = /(?:^|[^A-Z0-9])([A-HJ-NP-Z2-9]{10})$/;

/** The pass code a scanned text carries, or null when it carries none. */
export function passFromText(text: string): string | null {
  const cleaned = text
    .trim()
    .toUpperCase()
    .replace(/[/?#]+$/, '');
  return PASS.exec(cleaned)?.[1] ?? null;
}

/** Reads the QR code in a video frame, or null when there is none in it. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsqrReader(): Promise<FrameReader> {
  const { default: jsQR } = await import(/* webpackChunkName: "jsqr" */ 'jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || !width || !height) return null;
    // A smaller frame is read faster and a pass held at arm's length still fills enough of it.
    const scale = Math.min(1, 640 / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}

/** The best reader this browser has. */
export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? (await jsqrReader());
}
