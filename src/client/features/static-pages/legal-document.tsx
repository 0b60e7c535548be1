// Renders a legal page's content (content/types.ts): its sections, paragraphs and lists, each text from the
// catalogue with its numbered tags turned into the elements the content names.
import { Trans, useLingui } from '@lingui/react';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { useLanguagePath } from '../../lib/use-language-path.js';
import type { LegalDocument, LegalPart, LegalText } from './content/types.js';
import { CONTACT, Email, Section, StaticPage } from './static-page.js';

type Values = Record<string, string | number>;

function usePartElement(): (part: LegalPart) => ReactElement {
  const languagePath = useLanguagePath();
  return (part) => {
    switch (part.kind) {
      case 'strong':
        return <strong />;
      case 'email':
        return <Email address={CONTACT[part.address] as string} />;
      case 'anchor':
        // biome-ignore lint/a11y/useAnchorContent: Trans fills the link with its text from the catalogue
        return <a href={part.href} />;
      case 'link':
        return <Link href={languagePath(part.href)} />;
    }
  };
}

function Text({ text, values }: { text: LegalText; values: Values }) {
  const element = usePartElement();
  const components = Object.fromEntries((text.parts ?? []).map((part, index) => [index, element(part)]));
  return (
    <Trans id={text.message.id} message={text.message.message} values={values} components={components} />
  );
}

export function LegalPage({
  document,
  lastUpdated,
  values = {},
}: {
  document: LegalDocument;
  /** ISO month ('2025-10'). */
  lastUpdated: string;
  /** The {placeholders} the texts use. */
  values?: Values;
}) {
  const { i18n } = useLingui();
  return (
    <StaticPage
      title={i18n._(document.title)}
      lastUpdated={lastUpdated}
      legal
      englishPath={document.englishPath}
      intro={i18n._(document.intro)}
    >
      {document.sections.map((section) => (
        <Section key={section.title.id} title={i18n._(section.title)}>
          {section.blocks.map((block) =>
            'list' in block ? (
              <ul key={block.list[0]?.message.id}>
                {block.list.map((item) => (
                  <li key={item.message.id}>
                    <Text text={item} values={values} />
                  </li>
                ))}
              </ul>
            ) : (
              <p key={block.paragraph.message.id}>
                <Text text={block.paragraph} values={values} />
              </p>
            ),
          )}
        </Section>
      ))}
    </StaticPage>
  );
}
