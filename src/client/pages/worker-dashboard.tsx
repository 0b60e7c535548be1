// PLACEHOLDER page for worker-dashboard: replaced by the issue that owns this screen.
export default function Page() {
  return <h1 className="p-6 text-2xl font-bold">worker-dashboard</h1>;
}
