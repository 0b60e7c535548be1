import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { workerSearchResponseSchema } from '../../shared/schemas/search.js';
import { compiledSerializerCompiler } from './compiled-serializer.js';

const item = {
  id: '3f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
  fullName: 'Thandi "T" Mokoena',
  skills: ['Gardening', 'Cleaning'],
  tierLevel: 'verified',
  isVerified: true,
  hasPoliceClearance: false,
  averageRating: '4.50',
  totalReviews: 12,
  dailyRate: '350.00',
  hourlyRate: null,
  suburb: 'Soweto',
  city: 'Johannesburg',
  availability: 'Full-time',
  profilePhotoUrl: null,
  latitude: '-26.265',
  longitude: '27.865',
  distanceKm: 3,
  spokenLanguages: ['zu', 'en'],
  voiceIntro: null,
};
const page = { workers: [item], total: 1, totalCapped: false, page: 1, limit: 20 };

describe('compiledSerializerCompiler', () => {
  const serialize = compiledSerializerCompiler({ schema: workerSearchResponseSchema });

  it('writes what the zod schema would let through, nulls and escapes included', () => {
    expect(JSON.parse(serialize(page))).toEqual(workerSearchResponseSchema.parse(page));
  });

  it('drops a field the schema does not name, so private data cannot slip out', () => {
    const leaky = { ...page, workers: [{ ...item, latitudeExact: -26.26512, address: '12 Vilakazi St' }] };
    const text = serialize(leaky);
    expect(text).not.toMatch(/latitudeExact|Vilakazi/);
    expect(JSON.parse(text).workers[0]).toEqual(item);
  });

  it('refuses data without a required field', () => {
    const { fullName: _, ...withoutName } = item;
    expect(() => serialize({ ...page, workers: [withoutName] })).toThrow(/fullName/);
  });

  it('needs a zod schema', () => {
    expect(() => compiledSerializerCompiler({ schema: { type: 'object' } })).toThrow(/zod schema/);
    expect(() => compiledSerializerCompiler({ schema: z.object({ a: z.string() }) })).not.toThrow();
  });
});
