/**
 * The QR reader: the browser's BarcodeDetector where it is present and reads QR codes, ZXing (pure JavaScript, nothing
 * fetched at run time) otherwise. This module is a chunk of its own, loaded only when the installer opens the camera or
 * picks a photo, so the wizard's first load stays small.
 */
import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The native detector when this browser has one that reads QR codes, else null (then ZXing reads). */
async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** Reads the QR code of a photo; null when the photo holds none that can be read. */
export async function decodeQrFromFile(file: Blob): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    try {
      const bitmap = await createImageBitmap(file);
      const found = await native.detect(bitmap);
      bitmap.close();
      if (found[0]) return found[0].rawValue;
    } catch {
      // Fall through to ZXing, which reads what the native detector refused (e.g. an odd image format).
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const result = await new BrowserQRCodeReader().decodeFromImageUrl(url);
    return result.getText();
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A running camera scan; stop() releases the camera. */
export interface CameraScan {
  stop(): void;
}

/**
 * The back camera where there is one, else any camera (a laptop, a tablet with one camera, a test browser's fake
 * device): `facingMode` is asked as a preference, and should a browser still refuse it, any camera is asked for.
 */
export async function openCamera(
  media: Pick<MediaDevices, 'getUserMedia'> = navigator.mediaDevices,
): Promise<MediaStream> {
  try {
    return await media.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name !== 'OverconstrainedError' && name !== 'NotFoundError') throw error;
    return media.getUserMedia({ video: true, audio: false });
  }
}

/**
 * Scans the back camera (or any, see openCamera) into `video` and calls `onText` with each QR text read (the caller
 * decides when to stop). Rejects when there is no camera or the user refuses it.
 */
export async function startCameraScan(video: HTMLVideoElement, onText: (text: string) => void): Promise<CameraScan> {
  const native = await nativeDetector();
  const stream = await openCamera();
  const release = () => {
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
  if (native) {
    try {
      video.srcObject = stream;
      await video.play();
    } catch (error) {
      release();
      throw error;
    }
    let running = true;
    const tick = async () => {
      if (!running) return;
      try {
        const found = await native.detect(video);
        if (found[0]) onText(found[0].rawValue);
      } catch {
        // A frame that could not be read: try the next one.
      }
      if (running) setTimeout(() => void tick(), 250);
    };
    void tick();
    return {
      stop() {
        running = false;
        release();
      },
    };
  }
  try {
    const controls: IScannerControls = await new BrowserQRCodeReader().decodeFromStream(stream, video, (result) => {
      if (result) onText(result.getText());
    });
    return {
      stop() {
        controls.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
