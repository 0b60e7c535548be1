// PLACEHOLDER page for worker-profile: replaced by the issue that owns this screen.
export default function Page() {
  return <h1 className="p-6 text-2xl font-bold">worker-profile</h1>;
}
