// The rows the search SQL answers (search-sql.ts) and the cards they become: only public fields, the grid position
// and a whole-kilometre distance.
import type { TierLevel } from '../../../shared/constants.js';
import type { WorkerSearchItem } from '../../../shared/schemas/search.js';
import { voiceNoteUrl } from '../voice-notes/index.js';

export interface SearchRow {
  id: string;
  full_name: string;
  photo: string | null;
  skills: string[];
  tier_level: TierLevel;
  is_verified: boolean;
  has_police_clearance: boolean;
  average_rating: string;
  total_reviews: number;
  daily_rate: string | null;
  hourly_rate: string | null;
  suburb: string;
  city: string;
  availability: string;
  spoken_languages: string[];
  approx_latitude: number;
  approx_longitude: number;
  dist_m: number;
  total: number;
  /** Her voice introduction (issue 35), when she has one shown. */
  voice_id?: string | null;
  voice_seconds?: number | null;
  voice_bytes?: number | null;
}

/** Public coordinates are grid cell centres (0.01 degrees), so five decimals say all there is. */
export const publicCoordinate = (v: number) => String(Number(Number(v).toFixed(5)));

export function toSearchItem(r: SearchRow): WorkerSearchItem {
  return {
    id: r.id,
    fullName: r.full_name,
    profilePhotoUrl: r.photo,
    skills: r.skills,
    tierLevel: r.tier_level,
    isVerified: r.is_verified,
    hasPoliceClearance: r.has_police_clearance,
    averageRating: r.average_rating,
    totalReviews: Number(r.total_reviews),
    dailyRate: r.daily_rate,
    hourlyRate: r.hourly_rate,
    suburb: r.suburb,
    city: r.city,
    availability: r.availability,
    spokenLanguages: r.spoken_languages,
    latitude: publicCoordinate(r.approx_latitude),
    longitude: publicCoordinate(r.approx_longitude),
    distanceKm: Math.round(Number(r.dist_m) / 1000),
    voiceIntro: r.voice_id
      ? {
          id: r.voice_id,
          url: voiceNoteUrl(r.id, r.voice_id),
          seconds: Number(r.voice_seconds),
          bytes: Number(r.voice_bytes),
          hiddenReason: null,
        }
      : null,
  };
}
