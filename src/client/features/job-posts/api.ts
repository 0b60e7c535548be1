// Job post calls (issue 18): Jobs Near Me, a job, the employer's jobs and applicants, posting, applying, hiring,
// closing, and the job-alert opt-in; places for the Post a Job form.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicantsResponse,
  ApplicationCreated,
  HireFromApplicationAnswer,
  JobAlertSettings,
  JobDetails,
  JobPostInput,
  JobStatus,
  MyJobsResponse,
  NearbyJobsResponse,
} from '../../../shared/schemas/job-posts.js';
import type { NearestPlaceAnswer } from '../../../shared/schemas/nearest-place.js';
import type { PlacesResponse } from '../../../shared/schemas/places.js';
import { apiJson } from '../../lib/api.js';
import { isQueued, type QueuedAnswer, useSavedCopyTime } from '../../lib/offline.js';

const MY_JOBS_KEY = ['/api/jobs/mine'] as const;
const ALERTS_KEY = ['/api/me/job-alerts'] as const;
const jobKey = (id: string) => ['/api/jobs', id] as const;
const applicantsKey = (id: string) => ['/api/jobs', id, 'applications'] as const;

export interface NearbyQuery {
  lat: number;
  lng: number;
  radius: number;
  skill?: string | undefined;
  page: number;
}

export function useNearbyJobs(q: NearbyQuery | null) {
  const params = q
    ? new URLSearchParams({
        lat: q.lat.toFixed(5),
        lng: q.lng.toFixed(5),
        radius: String(q.radius),
        page: String(q.page),
        ...(q.skill ? { skill: q.skill } : {}),
      })
    : null;
  const url = params ? `/api/jobs/nearby?${params}` : null;
  // Offline, the service worker answers the last lists from its saved copies (issue 22): the page says so.
  const savedAt = useSavedCopyTime(url);
  const query = useQuery<NearbyJobsResponse>({
    queryKey: ['/api/jobs/nearby', params?.toString()],
    queryFn: () => apiJson<NearbyJobsResponse>('GET', url as string),
    enabled: params !== null,
  });
  return { ...query, savedAt };
}

export function useJob(id: string) {
  const savedAt = useSavedCopyTime(`/api/jobs/${id}`);
  return { ...useQuery<JobDetails>({ queryKey: jobKey(id) }), savedAt };
}

export function useMyJobs() {
  return useQuery<MyJobsResponse>({ queryKey: MY_JOBS_KEY });
}

export function useApplicants(jobId: string, enabled: boolean) {
  return useQuery<ApplicantsResponse>({ queryKey: applicantsKey(jobId), enabled });
}

export function usePostJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: JobPostInput) => apiJson<{ id: string }>('POST', '/api/jobs', job),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_JOBS_KEY }),
  });
}

export function useApply(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the service worker keeps the application and answers that it is queued (issue 22).
    mutationFn: (message: string) =>
      apiJson<ApplicationCreated | QueuedAnswer>(
        'POST',
        `/api/jobs/${encodeURIComponent(jobId)}/applications`,
        message.trim() ? { message: message.trim() } : {},
      ),
    onSuccess: (answer) => {
      if (!isQueued(answer)) void queryClient.invalidateQueries({ queryKey: jobKey(jobId) });
    },
  });
}

export function useHireApplicant(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      apiJson<HireFromApplicationAnswer>(
        'POST',
        `/api/jobs/${encodeURIComponent(jobId)}/applications/${encodeURIComponent(applicationId)}/hire`,
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => {
          const head = String(q.queryKey[0] ?? '');
          return (
            head.startsWith('/api/jobs') || head.startsWith('/api/hires') || head.startsWith('/api/employer')
          );
        },
      }),
  });
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiJson<{ id: string; status: JobStatus }>('POST', `/api/jobs/${encodeURIComponent(jobId)}/close`),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/jobs') }),
  });
}

export function useJobAlerts() {
  return useQuery<JobAlertSettings>({ queryKey: ALERTS_KEY });
}

export function useSetJobAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<JobAlertSettings>) =>
      apiJson<JobAlertSettings>('PATCH', '/api/me/job-alerts', change),
    // The switch moves at once; a refusal puts it back.
    onMutate: (change) => {
      const before = queryClient.getQueryData<JobAlertSettings>(ALERTS_KEY);
      if (before) queryClient.setQueryData(ALERTS_KEY, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(ALERTS_KEY, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(ALERTS_KEY, answer),
  });
}

/** Suggestions for a typed place (the gazetteer or the configured geocoder), nearest `near` first. */
export function findPlaces(text: string, near?: { lat: number; lng: number }): Promise<PlacesResponse> {
  const at = near ? `&lat=${near.lat.toFixed(2)}&lng=${near.lng.toFixed(2)}` : '';
  return apiJson<PlacesResponse>('GET', `/api/places?q=${encodeURIComponent(text.trim())}${at}`);
}

export async function nearestPlace(lat: number, lng: number) {
  const answer = await apiJson<NearestPlaceAnswer>('GET', `/api/places/nearest?lat=${lat}&lng=${lng}`);
  return answer?.place ?? null;
}
