// Ids from a path or body reach a uuid column only when they are uuids: PostgreSQL would refuse anything else with
// an error (a 500) where the caller means "no such record".
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(v: string): boolean {
  return UUID_PATTERN.test(v);
}
