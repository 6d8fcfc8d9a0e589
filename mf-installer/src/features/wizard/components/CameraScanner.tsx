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
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<'starting' | 'scanning' | 'unavailable'>('starting');
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => {
    let scan: CameraScan | null = null;
    let done = false;
    const element = video.current;
    if (!element || !navigator.mediaDevices?.getUserMedia) {
      setStatus('unavailable');
      return;
    }
    startCameraScan(element, (text) => {
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
  }, []);

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
      {status === 'unavailable' ? (
        <Alert type="warning" showIcon title={t('installer.device.cameraUnavailable')} />
      ) : (
        <>
          <Typography.Paragraph role="status">
            {status === 'starting' ? t('installer.device.cameraStarting') : t('installer.device.scanHint')}
          </Typography.Paragraph>
          <video
            ref={video}
            muted
            playsInline
            style={{ width: '100%', borderRadius: 8, background: '#000', aspectRatio: '3 / 4', objectFit: 'cover' }}
          />
        </>
      )}
    </Modal>
  );
}
