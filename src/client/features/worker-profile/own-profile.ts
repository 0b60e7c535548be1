// The signed-in user's own worker profile (GET /api/workers/me): read by the dashboard, the tier and verification
// pages, and refreshed after registration, a payment or a document upload.
import { useQuery } from '@tanstack/react-query';
import { readJson } from '../../lib/http.js';

export interface OwnWorkerProfile {
  id: string;
  fullName: string;
  phoneNumber: string;
  profilePhotoUrl: string | null;
  thumbnailUrl: string | null;
  skills: string[];
  availability: string;
  hourlyRate: string | null;
  dailyRate: string | null;
  description: string | null;
  suburb: string;
  city: string;
  tierLevel: 'basic' | 'verified' | 'premium';
  isVerified: boolean;
  hasPoliceClearance: boolean;
  averageRating: string;
  totalReviews: number;
  totalJobs: number;
  listing: {
    status: 'paid' | 'trial' | 'trial_ended' | 'unpaid';
    isListed: boolean;
    isActive: boolean;
    registrationPaidAt: string | null;
    trialEndsAt: string | null;
    hasLocation: boolean;
  };
}

export const WORKER_ME_KEY = ['/api/workers/me'] as const;

/** The signed-in user's worker profile; null when there is none (404). */
export function useOwnWorkerProfile(enabled = true) {
  return useQuery<OwnWorkerProfile | null>({
    queryKey: WORKER_ME_KEY,
    enabled,
    queryFn: () =>
      readJson<OwnWorkerProfile | null>('/api/workers/me', { on401: 'throw', on404: 'returnNull' }),
  });
}
