// GET /api/avatars/:file — initials avatars ('TN.svg?c=3') used by the demo seed and as a photo fallback.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { AVATAR_COLOURS, colourIndexFor, INITIALS_PATTERN, renderAvatarSvg } from './avatar.js';

const paramsSchema = z.object({
  file: z
    .string()
    .regex(/^[^/]{1,40}\.svg$/u, 'Avatar names look like AB.svg')
    .transform((file) => file.slice(0, -'.svg'.length))
    .refine((initials) => INITIALS_PATTERN.test(initials), 'Initials must be one to three letters'),
});

const querySchema = z.object({
  c: z.coerce
    .number()
    .int()
    .min(0)
    .max(AVATAR_COLOURS.length - 1)
    .optional(),
});

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:file',
    {
      config: PUBLIC_ROUTE,
      schema: {
        params: paramsSchema,
        querystring: querySchema,
        response: {
          200: { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const initials = request.params.file;
      const svg = renderAvatarSvg(initials, request.query.c ?? colourIndexFor(initials));
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          // The URL fully determines the image, so browsers and CDNs may keep it for a year.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // Opened directly, an SVG is a document: forbid scripts and any outside fetch.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(svg)
      );
    },
  );
};
