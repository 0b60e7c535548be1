// The description of the prerendered public pages (their title is the shell's SITE_TITLE), in each language (issue 17). Read at build time
// only (src/client/prerender.tsx), so they live in the information pages' catalogue, not in the landing's.
import { msg } from '@lingui/core/macro';

/** {price}: the registration fee ('R10'). */
export const SITE_DESCRIPTION = msg`Work local. Hire local. Find trusted gardeners, cleaners, domestic workers, drivers and handymen near you in South Africa, or put your profile on the map for {price}.`;
