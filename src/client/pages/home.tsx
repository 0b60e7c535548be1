// PLACEHOLDER page for home: replaced by the issue that owns this screen.
export default function Page() {
  return <h1 className="p-6 text-2xl font-bold">home</h1>;
}
