import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTexts } from '../../../i18n';
import { startCameraScan, type CameraScan } from '../qr/qrDecoder';

export interface CameraScannerProps {
  /** The first QR text read; the camera is released before this is called. */
  onText(text: string): void;
  onClose(): void;
  /** The installer gives up on the camera and types the id (the dialog closes; the id field takes the focus). */
  onTypeInstead(): void;
}

/**
 * A camera that has not started by then never will in practice (a permission prompt left unanswered, a camera held
 * by another app, a stream that sends no frame): the dialog says so instead of "Starting the camera…" for ever.
 */
export const CAMERA_START_TIMEOUT_MS = 15_000;

/** The back camera in a full-width dialog, reading QR codes until one is found or the installer closes it. */
export function CameraScanner({ onText, onClose, onTypeInstead }: CameraScannerProps) {
  const { t } = useTexts();
  // A state, not a ref: the dialog mounts its content after opening, and the scan starts once the video is there.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<'starting' | 'scanning' | 'unavailable' | 'timedOut'>('starting');
  // No camera API at all (an old browser, a page that is not https): say so at once.
  const noCamera = typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia;
  const shown = noCamera ? 'unavailable' : status;
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => {
    let scan: CameraScan | null = null;
    let done = false;
    if (!video || noCamera) return;
    const timer = setTimeout(() => {
      if (done || scan) return;
      // Given up: a camera that starts after all is released at once (below).
      done = true;
      setStatus('timedOut');
    }, CAMERA_START_TIMEOUT_MS);
    startCameraScan(video, (text) => {
      if (done) return;
      done = true;
      scan?.stop();
      onTextRef.current(text);
    }).then(
      (started) => {
        clearTimeout(timer);
        if (done) started.stop();
        else {
          scan = started;
          setStatus('scanning');
        }
      },
      () => {
        clearTimeout(timer);
        if (!done) setStatus('unavailable');
      },
    );
    return () => {
      clearTimeout(timer);
      done = true;
      scan?.stop();
    };
  }, [video, noCamera]);

  return (
    <Modal
      open
      title={t('installer.device.scan')}
      onCancel={onClose}
      footer={
        <Button size="large" block onClick={onTypeInstead}>
          {t('installer.device.typeInstead')}
        </Button>
      }
      width="min(96vw, 520px)"
      centered
      destroyOnHidden
    >
      {shown === 'unavailable' || shown === 'timedOut' ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t(shown === 'timedOut' ? 'installer.device.cameraTimedOut' : 'installer.device.cameraUnavailable')}
        />
      ) : (
        <>
          <Typography.Paragraph role="status">
            {shown === 'starting' ? t('installer.device.cameraStarting') : t('installer.device.scanHint')}
          </Typography.Paragraph>
          <video
            ref={setVideo}
            muted
            playsInline
            style={{ width: '100%', borderRadius: 8, background: '#000', aspectRatio: '3 / 4', objectFit: 'cover' }}
          />
        </>
      )}
    </Modal>
  );
}
