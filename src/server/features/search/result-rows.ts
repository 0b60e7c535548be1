// The rows the search SQL answers (search-sql.ts) and the cards they become: only public fields, the grid position
// and a whole-kilometre distance.
import type { TierLevel } from '../../../shared/constants.js';
import type { WorkerSearchItem } from '../../../shared/schemas/search.js';

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
  };
}
