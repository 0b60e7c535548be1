// The plain-language guide for household employers (issue 21): the structured content of shared/content, its
// figures filled in from the pay rules in force today.
import { fillPlaceholders } from '../../../shared/content/fill-placeholders.js';
import { HOUSEHOLD_GUIDE, householdGuideValues } from '../../../shared/content/household-guide.js';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';

export function HouseholdGuide() {
  const guide = HOUSEHOLD_GUIDE;
  const values = householdGuideValues(todayInSouthAfrica());
  const fill = (text: string) => fillPlaceholders(text, values);
  return (
    <article className="grid gap-6" lang="en">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold">{guide.title}</h1>
        <p className="text-slate-700">{fill(guide.intro)}</p>
      </header>
      <nav aria-label="In this guide">
        <ul className="grid gap-1 text-sm">
          {guide.sections.map((section) => (
            <li key={section.id}>
              <a className="text-brand-800 underline" href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {guide.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="grid gap-2"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-slate-800">
              {fill(paragraph)}
            </p>
          ))}
          {section.points.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {section.points.map((point) => (
                <li key={point}>{fill(point)}</li>
              ))}
            </ul>
          ) : null}
          <p className="text-xs text-slate-600">Sources: {section.sources.join('; ')}</p>
        </section>
      ))}
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{fill(guide.disclaimer)}</p>
    </article>
  );
}
