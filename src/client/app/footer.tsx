// PLACEHOLDER footer: the shell issue writes the spec's footer.
export function Footer() {
  return <footer className="border-t border-slate-200 p-4 text-sm text-slate-600">© 2024 Work Local</footer>;
}
