import { useEffect, useRef, useState } from 'react';
import { Alert, Modal, Typography } from 'antd';
import { useTexts } from '../../../i18n';
import { startCameraScan, type CameraScan } from '../qr/qrDecoder';

export interface CameraScannerProps {
  /** The first QR text read; the camera is released before this is called. */
  onText(text: string): void;
  onClose(): void;
}

/** The back camera in a full-width dialog, reading QR codes until one is found or the installer closes it. */
export function CameraScanner({ onText, onClose }: CameraScannerProps) {
  const { t } = useTexts();
  // A state, not a ref: the dialog mounts its content after opening, and the scan starts once the video is there.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<'starting' | 'scanning' | 'unavailable'>('starting');
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
    startCameraScan(video, (text) => {
      if (done) return;
      done = true;
      scan?.stop();
      onTextRef.current(text);
    }).then(
      (started) => {
        if (done) started.stop();
        else {
          scan = started;
          setStatus('scanning');
        }
      },
      () => setStatus('unavailable'),
    );
    return () => {
      done = true;
      scan?.stop();
    };
  }, [video, noCamera]);

  return (
    <Modal
      open
      title={t('installer.device.scan')}
      onCancel={onClose}
      footer={null}
      width="min(96vw, 520px)"
      centered
      destroyOnHidden
    >
      {shown === 'unavailable' ? (
        <Alert type="warning" showIcon title={t('installer.device.cameraUnavailable')} />
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
