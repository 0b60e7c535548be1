// A full-page loading state. It fills the viewport so the footer stays below the fold until the page arrives:
// a short spinner let the footer paint mid-screen and then jump away, the page's largest layout shift.
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-svh items-center justify-center">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-800"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
