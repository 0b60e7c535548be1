// Texts that carry numbers keep them as {name} placeholders, so a translation catalogue translates the words once
// and the figures come from the one place that owns them.

/** Fills {name} placeholders; an unknown name is left visible rather than dropped. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The placeholder names a template uses. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}
