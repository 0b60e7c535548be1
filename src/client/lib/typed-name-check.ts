// The name rule (shared/name-rule.ts) with the contact-details check under it is about 1.2 KB compressed that the
// sign-in dialog and the worker dashboard (a hire request's way from an SMS) would download up front for a name
// field most people leave empty: loaded once there is a name to check (decision 0382). An empty name passes the
// rule, so the answer is the same.

/** typedNameProblem of `name` (a too-long name answered with `tooLongMessage`, by default the shared one). */
export async function typedNameProblemOnceTyped(
  name: string,
  max: number,
  tooLongMessage?: string,
): Promise<string | null> {
  if (name.trim() === '') return null;
  // Offline, with the rule never fetched, the form goes on: the server checks the same rule, and the request then
  // meets the form's own "No connection" answer instead of an unanswered failure here.
  const rule = await import('../../shared/name-rule.js').catch(() => null);
  if (!rule) return null;
  return rule.typedNameProblem(name, max, tooLongMessage ?? rule.nameTooLongMessage(max));
}
