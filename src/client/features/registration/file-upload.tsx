// A file picker that resizes images, uploads with XMLHttpRequest to show progress ('Uploading...' and an animated
// bar), and reports through the spec's toasts.
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, CheckCircle2, Upload } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, uploadTooLargeMessage } from '../../../shared/schemas/upload-rules.js';
import type { UploadAnswer } from '../../../shared/schemas/uploads.js';
import { RequiredMark } from '../../components/ui/field.js';
import { toast } from '../../components/ui/use-toast.js';
import { useDataSaver } from '../../lib/data-saver.js';
import { messageOfBody } from '../../lib/http.js';
import { resizeImageForUpload } from '../../lib/image-resize.js';
import { useSharedMessage } from '../../lib/shared-message.js';

/** '312 KB', '1.4 MB': what the upload cost. */
function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What POST /api/upload answers (the wizard keeps it for the photo and the CV). */
export type UploadedFile = UploadAnswer;

/** A refused upload, with the server's reason when it gave one (what it accepts), shown instead of the fallback. */
class UploadRefused extends Error {
  constructor(
    message: string,
    readonly reason: string | null,
  ) {
    super(message);
  }
}

/** POST /api/upload with progress; rejects with '<status>: <body>' like the api client, and the server's reason. */
function uploadWithProgress(
  file: File,
  kind: 'photo' | 'cv',
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload?kind=${kind}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedFile);
        } catch {
          reject(new Error(`${xhr.status}: invalid response`));
        }
      } else {
        reject(
          new UploadRefused(
            `${xhr.status}: ${xhr.responseText || xhr.statusText}`,
            messageOfBody(xhr.responseText),
          ),
        );
      }
    };
    xhr.onerror = () => reject(new Error('Network error'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export interface FileUploadProps {
  label: ReactNode;
  kind: 'photo' | 'cv';
  accept: string;
  hint?: ReactNode;
  required?: boolean;
  error?: string | undefined;
  /** Offer a second button that opens the front camera (selfie). */
  selfie?: boolean;
  uploaded?: UploadedFile | null;
  successNote?: ReactNode;
  onUploaded: (file: UploadedFile) => void;
}

export function FileUpload({
  label,
  kind,
  accept,
  hint,
  required,
  error,
  selfie,
  uploaded,
  successNote,
  onUploaded,
}: FileUploadProps) {
  const id = useId();
  const pickRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const dataSaver = useDataSaver();
  // Data Saver offers the smaller photo, ticked; the person may still send the full one.
  const [small, setSmall] = useState(dataSaver);
  const [sentBytes, setSentBytes] = useState<number | null>(null);
  const { t } = useLingui();
  const translate = useSharedMessage();

  async function handle(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    try {
      const ready = await resizeImageForUpload(file, { small: kind === 'photo' && dataSaver && small });
      // What would be sent (a photo after resizing) is checked here: a 12MB CV must not upload in full first.
      if (ready.size > MAX_UPLOAD_BYTES[kind]) {
        toast({
          title: t`Upload Failed`,
          description: translate(uploadTooLargeMessage(kind)),
          variant: 'destructive',
        });
        return;
      }
      const result = await uploadWithProgress(ready, kind, setProgress);
      setSentBytes(ready.size);
      onUploaded(result);
      toast({ title: t`Success`, description: t`File uploaded successfully` });
    } catch (error) {
      // The server's reason (what it accepts) as the verification upload shows it; the spec's text otherwise.
      const reason = error instanceof UploadRefused ? translate(error.reason) : undefined;
      toast({
        title: t`Upload Failed`,
        description: reason ?? t`Failed to upload file. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
      if (pickRef.current) pickRef.current.value = '';
      if (cameraRef.current) cameraRef.current.value = '';
    }
  }

  const busy = progress !== null;
  const size = sentBytes === null ? '' : formatBytes(sentBytes);
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      {kind === 'photo' && uploaded ? (
        <img
          src={uploaded.thumbnailUrl ?? uploaded.url}
          alt={t`Your profile`}
          className="h-24 w-24 rounded-full border border-slate-200 object-cover"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {selfie ? (
          <label
            className={`inline-flex min-h-[44px] cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-700 ${busy ? 'pointer-events-none opacity-50' : ''}`}
          >
            <Camera size={16} aria-hidden="true" />
            <Trans>Take a Selfie</Trans>
            <input
              ref={cameraRef}
              type="file"
              accept="image/*"
              capture="user"
              className="sr-only"
              disabled={busy}
              onChange={(e) => void handle(e.target.files?.[0])}
            />
          </label>
        ) : null}
        <label
          className={`inline-flex min-h-[44px] cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-700 ${busy ? 'pointer-events-none opacity-50' : ''}`}
        >
          <Upload size={16} aria-hidden="true" />
          {kind === 'photo' ? t`Upload Photo` : t`Upload CV`}
          <input
            ref={pickRef}
            type="file"
            accept={accept}
            className="sr-only"
            disabled={busy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => void handle(e.target.files?.[0])}
          />
        </label>
      </div>
      {busy ? (
        <div className="grid gap-1" aria-live="polite">
          <p className="text-sm text-slate-700">
            <Trans>Uploading...</Trans>
          </p>
          <div
            role="progressbar"
            aria-label={t`Upload progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full animate-pulse rounded-full bg-brand-700 transition-[width] duration-200"
              style={{ width: `${Math.max(progress ?? 0, 5)}%` }}
            />
          </div>
        </div>
      ) : null}
      {kind === 'photo' && dataSaver ? (
        <label className="inline-flex min-h-[44px] cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5 accent-green-700"
            checked={small}
            disabled={busy}
            onChange={(e) => setSmall(e.target.checked)}
          />
          {t`Send a smaller photo (Data Saver): about half the data`}
        </label>
      ) : null}
      {kind === 'photo' && uploaded && sentBytes !== null ? (
        <p className="text-sm text-slate-700" data-testid="photo-size">
          {t`Photo sent: ${size}`}
        </p>
      ) : null}
      {uploaded && successNote ? (
        <p className="flex items-center gap-1 text-sm text-green-800">
          <CheckCircle2 size={16} aria-hidden="true" />
          {successNote}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {translate(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
