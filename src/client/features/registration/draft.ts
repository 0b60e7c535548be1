// The wizard's draft, kept on the phone until the profile is created (issue 32, item 8): a reload, or a session lost
// at "Complete Registration" and signed in again, brings back every field, the step and the uploads. The photo and CV
// are kept as the URLs the server gave them, never as bytes. Under the private prefix, so sign-out (and another
// person signing in on this phone) forgets it; keyed by the account besides.
import type { WorkerRegistrationFormInput } from '../../../shared/schemas/worker-registration.js';
import { PRIVATE_STORAGE_PREFIX } from '../../lib/offline.js';
import type { UploadedFile } from './file-upload.js';

/** What step 1 shows besides the form's values, kept by the wizard while the user visits the other steps. */
export interface ProfileUploads {
  photo: UploadedFile | null;
  cv: UploadedFile | null;
  showHistory: boolean;
}

export interface RegistrationDraft extends ProfileUploads {
  step: 1 | 2 | 3;
  values: WorkerRegistrationFormInput;
}

const key = (userId: string) => `${PRIVATE_STORAGE_PREFIX}registrationDraft.${userId}`;

export function loadDraft(userId: string): RegistrationDraft | null {
  try {
    const raw = window.localStorage.getItem(key(userId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<RegistrationDraft>;
    if (typeof draft !== 'object' || draft === null || typeof draft.values !== 'object') return null;
    return {
      step: draft.step === 2 || draft.step === 3 ? draft.step : 1,
      values: draft.values as WorkerRegistrationFormInput,
      photo: draft.photo ?? null,
      cv: draft.cv ?? null,
      showHistory: draft.showHistory === true,
    };
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: RegistrationDraft): void {
  try {
    window.localStorage.setItem(key(userId), JSON.stringify(draft));
  } catch {
    // storage full or refused: the wizard still works, only without the kept draft
  }
}

export function clearDraft(userId: string): void {
  try {
    window.localStorage.removeItem(key(userId));
  } catch {
    // nothing was kept either
  }
}
