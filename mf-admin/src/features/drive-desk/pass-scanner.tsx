// The desk's camera (docs/behaviour.md §26.4): the phone's rear camera in the page, read a few times a second until a
// pass's QR code is in view; then the camera stops and the pass is handed on.
import { useEffect, useRef, useState } from 'react';
import { frameReader, passFromText } from './qr-reader';

const EVERY_MS = 200;

export function PassScanner({ onPass, onClose }: { onPass: (pass: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notAPass, setNotAPass] = useState(false);
  const found = useRef(onPass);
  found.current = onPass;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      if (stopped) return stop();
      const el = video.current!;
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      const read = await frameReader();
      const tick = async () => {
        if (stopped) return;
        const text = await read(el).catch(() => null);
        const pass = text ? passFromText(text) : null;
        if (pass) {
          stop();
          found.current(pass);
          return;
        }
        if (text) setNotAPass(true);
        timer = setTimeout(() => void tick(), EVERY_MS);
      };
      void tick();
    })().catch((e: unknown) => {
      if (stopped) return;
      stop();
      setProblem(
        (e as { name?: string }).name === 'NotAllowedError'
          ? 'The camera is not allowed for this site: allow it in the browser, or type the mobile number.'
          : 'The camera could not be opened: type the mobile number instead.',
      );
    });
    return stop;
  }, []);

  return (
    <div className="desk-scanner">
      {problem ? (
        <p className="desk-problem" role="alert">
          {problem}
        </p>
      ) : (
        <>
          <video ref={video} className="desk-scanner__video" muted playsInline aria-label="Camera" />
          <p className="desk-hint" aria-live="polite">
            {notAPass ? 'That code is not a drive pass. Show the pass from the SMS link.' : 'Hold the pass’s QR code in the frame.'}
          </p>
        </>
      )}
      <button type="button" className="ui-button ui-button--ghost desk-wide" onClick={onClose}>
        Stop the camera
      </button>
    </div>
  );
}
