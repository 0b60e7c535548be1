-- Worker search (0035): partial GiST indexes on the public grid position, one per skill and one for ID-verified
-- listings, so a filtered KNN walk reads only matching workers. buildSearchSql inlines the (validated) skill as
-- a literal in exactly this form, which lets the planner prove the predicate. A test checks every category has one.
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_domestic_worker ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Domestic Worker']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_cleaning ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Cleaning']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_gardening ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Gardening']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_handyman ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Handyman']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_plumbing ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Plumbing']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_electrical ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Electrical']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_landscaping ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Landscaping']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_construction ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Construction']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_removals ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Removals']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_childcare ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Childcare']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_elder_care ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Elder Care']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_house_sitting_pet_sitting ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['House Sitting / Pet Sitting']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_waitering_staff ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Waitering Staff']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_cashier ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Cashier']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_cook_chef ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Cook/Chef']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_painting ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Painting']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_delivery ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Delivery']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_security ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Security']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_driving ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Driving']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_skill_tree_felling ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND skills @> ARRAY['Tree-Felling']::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workers_earth_gist_verified ON workers USING gist (ll_to_earth(approx_latitude, approx_longitude)) WHERE listing_active AND is_verified;
