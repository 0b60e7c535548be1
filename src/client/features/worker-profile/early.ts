// What the shell needs of this feature on a visit straight to a profile (app/early-pages.ts): the address of its
// data, without the query library or the page. A second public entry beside index.ts, as features/auth/shell.ts is.
import { queryAddress } from '../../lib/http.js';

/** The profile's query key (the default query function reads `/api/workers/<id>`). */
export const workerProfileKey = (id: string) => ['/api/workers', id] as const;

/** The address of a profile's data, asked for before its page's code has loaded (decision 0391). */
export const workerProfileAddress = (id: string): string => queryAddress(workerProfileKey(id));
