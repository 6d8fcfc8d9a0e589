import { Suspense, lazy, useRef, useState } from 'react';
import { Button, Flex } from 'antd';
import { useTexts } from '../../../i18n';

// The camera and the decoder are chunks of their own, loaded only when the installer asks for them, so that the
// wizard's first load stays small.
const CameraScanner = lazy(() =>
  import(/* webpackChunkName: "qr-camera" */ './CameraScanner').then((m) => ({ default: m.CameraScanner })),
);

export interface QrCaptureProps {
  /** The text of a QR code read from the camera or a photo; '' when a photo held no readable code. */
  onText(text: string): void;
  disabled?: boolean;
  /** The installer closed the camera to type the id. */
  onTypeInstead?(): void;
}

/** spec 4 "scan QR": the phone's camera, or a photo of the label (the file picker offers the camera on a phone). */
export function QrCapture({ onText, disabled, onTypeInstead }: QrCaptureProps) {
  const { t } = useTexts();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [reading, setReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const readPhoto = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const { decodeQrFromFile } = await import(/* webpackChunkName: "qr-decoder" */ '../qr/qrDecoder');
      onText((await decodeQrFromFile(file)) ?? '');
    } finally {
      setReading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <>
      <Flex gap={8} wrap>
        <Button
          size="large"
          type="primary"
          disabled={disabled}
          onClick={() => setCameraOpen(true)}
          style={{ flex: '1 1 140px' }}
        >
          {t('installer.device.scan')}
        </Button>
        <Button
          size="large"
          disabled={disabled}
          loading={reading}
          onClick={() => fileInput.current?.click()}
          style={{ flex: '1 1 140px' }}
        >
          {reading ? t('installer.device.reading') : t('installer.device.photo')}
        </Button>
      </Flex>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('installer.device.photo')}
        hidden
        onChange={(e) => void readPhoto(e.target.files?.[0])}
      />
      {cameraOpen ? (
        <Suspense fallback={null}>
          <CameraScanner
            onText={(text) => {
              setCameraOpen(false);
              onText(text);
            }}
            onClose={() => setCameraOpen(false)}
            onTypeInstead={() => {
              setCameraOpen(false);
              onTypeInstead?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
