-- Geo search runs on cube + earthdistance, on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
-- Search filters and orders by the snapped public position only, so that radius boundaries cannot leak the exact one.
CREATE INDEX IF NOT EXISTS workers_approx_earth_gist ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude));
