// React's API from Preact (preact/compat): the same components and hooks in about a sixth of the bytes, and a first
// render that costs a slow phone far less (issue 32 item 22; decision 0390). Every build of the client (the bundle,
// the prerender, the unit tests) resolves React's modules here, so what is tested is what ships. React's packages
// stay installed for their types and as the peer the libraries name; none of their code may reach a bundle.
import type { Alias, Plugin } from 'vite';

export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const REACT_MODULE = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Fails the build if a module of React itself is bundled (an import the aliases above do not cover). */
export function noReactInBundle(): Plugin {
  return {
    name: 'work-local-no-react',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const react = chunk.moduleIds.find((id) => REACT_MODULE.test(id));
        if (react)
          throw new Error(
            `${chunk.fileName} bundles ${react}: import it through preact/compat (decision 0390)`,
          );
      }
    },
  };
}
