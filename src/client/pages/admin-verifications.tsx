// PLACEHOLDER page for admin-verifications: replaced by the issue that owns this screen.
export default function Page() {
  return <h1 className="p-6 text-2xl font-bold">admin-verifications</h1>;
}
