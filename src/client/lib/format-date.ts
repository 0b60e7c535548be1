/** '30 April 2026', the way South Africans read a date; 'N/A' when there is none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-ZA', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** '14:05 on 24 November', in South African time: when a throttled action may be tried again. */
export function formatRetryTime(retryAfterSeconds: number, now: number = Date.now()): string {
  const at = new Date(now + retryAfterSeconds * 1000);
  const zone = { timeZone: 'Africa/Johannesburg' } as const;
  const time = at.toLocaleTimeString('en-ZA', { ...zone, hour: '2-digit', minute: '2-digit', hour12: false });
  const day = at.toLocaleDateString('en-ZA', { ...zone, day: 'numeric', month: 'long' });
  return `${time} on ${day}`;
}
