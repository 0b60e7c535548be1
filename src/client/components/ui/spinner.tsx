export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-800"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
