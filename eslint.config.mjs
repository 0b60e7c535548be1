// ESLint runs one rule only (Biome does the rest of the linting): Lingui's no-unlocalized-strings, so CI fails when a
// visible English text in a client component is not from the catalogues (issue 17, decision 0182).
import lingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';

export default [
  {
    files: ['src/client/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // one "word" not starting with a capital: class names, keys, paths, MIME types, query keys
            '^(?![A-Z])\\S+$',
            // UPPERCASE constants
            '^[A-Z0-9_-]+$',
            // Tailwind class lists: no capital letter and a dash, colon or bracket somewhere
            '^(?=.*[-:\\[])[^A-Z]*$',
            // no lowercase letter and no space: times, codes, 'T23:59:59+02:00'
            '^[^a-z\\s]*$',
            // phone number formats ('+27 XX XXX XXXX')
            '^[+0-9X ()-]+$',
            // names that stay the same in every language (docs/i18n/glossary.md)
            '^(Work Local|WhatsApp|SMS|Facebook|Instagram|X \\(Twitter\\)|LinkedIn|Namola|Paystack|UIF|COIDA)$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'styleName',
            'src',
            'srcSet',
            'type',
            'id',
            'width',
            'height',
            'displayName',
            'href',
            'to',
            'key',
            'autoComplete',
            'inputMode',
            'role',
            'name',
            'htmlFor',
            'rel',
            'target',
            'method',
            'accept',
            'lang',
            'hrefLang',
            'pattern',
            'variant',
            'size',
            'side',
            'align',
            'data-testid',
          ],
          ignoreFunctions: [
            'cva',
            'cn',
            'Error',
            'console.*',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            'URLSearchParams',
            '*.set',
            '*.get',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            'navigate',
            'fetch',
            'apiRequest',
            'query*',
            'document.querySelector',
            '*.addEventListener',
            '*.removeEventListener',
            'new URL',
            'useQuery',
            'useMutation',
          ],
        },
      ],
    },
  },
];
