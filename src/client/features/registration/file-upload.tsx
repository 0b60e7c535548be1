// A file picker that resizes images, uploads with XMLHttpRequest to show progress ('Uploading...' and an animated
// bar), and reports through the spec's toasts.
import { Camera, CheckCircle2, Upload } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import {
  MAX_UPLOAD_BYTES,
  type UploadAnswer,
  uploadTooLargeMessage,
} from '../../../shared/schemas/uploads.js';
import { RequiredMark } from '../../components/ui/field.js';
import { toast } from '../../components/ui/use-toast.js';
import { resizeImageForUpload } from '../../lib/image-resize.js';

/** What POST /api/upload answers (the wizard keeps it for the photo and the CV). */
export type UploadedFile = UploadAnswer;

/** POST /api/upload with progress; rejects with '<status>: <body>' like the api client. */
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
        reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
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

  async function handle(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    try {
      const ready = await resizeImageForUpload(file);
      // What would be sent (a photo after resizing) is checked here: a 12MB CV must not upload in full first.
      if (ready.size > MAX_UPLOAD_BYTES[kind]) {
        toast({ title: 'Upload Failed', description: uploadTooLargeMessage(kind), variant: 'destructive' });
        return;
      }
      const result = await uploadWithProgress(ready, kind, setProgress);
      onUploaded(result);
      toast({ title: 'Success', description: 'File uploaded successfully' });
    } catch {
      toast({
        title: 'Upload Failed',
        description: 'Failed to upload file. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
      if (pickRef.current) pickRef.current.value = '';
      if (cameraRef.current) cameraRef.current.value = '';
    }
  }

  const busy = progress !== null;
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
          alt="Your profile"
          className="h-24 w-24 rounded-full border border-slate-200 object-cover"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {selfie ? (
          <label
            className={`inline-flex min-h-[44px] cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-700 ${busy ? 'pointer-events-none opacity-50' : ''}`}
          >
            <Camera size={16} aria-hidden="true" />
            Take a Selfie
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
          {kind === 'photo' ? 'Upload Photo' : 'Upload CV'}
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
          <p className="text-sm text-slate-700">Uploading...</p>
          <div
            role="progressbar"
            aria-label="Upload progress"
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
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
