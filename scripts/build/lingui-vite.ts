// Lingui in the Vite builds (decision 0180): @vitejs/plugin-react 6 no longer runs Babel, so the macros
// (Trans, useLingui, msg from @lingui/*/macro) get their own Babel pass, and only files that import a macro go
// through it: the rest of the build is byte for byte what it was. lingui() compiles `import('…/messages.po')`.
// Used by the client build (vite.config.ts) and the prerender build (vite-plugin-static-site.ts) alike.
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { Plugin, PluginOption } from 'vite';

const macros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

/** `…/<code>/<name>.po?with=<a>,<b>`: a bundle of the language's catalogue `name` and the ones named after it. */
const BUNDLE_ID = /^(.*[\\/]locales[\\/][a-z]+[\\/])([a-z]+)\.po\?with=([a-z]+(?:,[a-z]+)*)$/;

/**
 * Several catalogues of a language as one module, so a page that needs them all downloads one response instead of
 * one each (decision 0364; lib/i18n.ts imports `app.po?with=core,shared,common`). Each part is imported as
 * `<name>.po?lingui`, a module id of its own that lingui() compiles as it does the plain file: the bundle's chunk
 * holds copies of the texts rather than importing the chunks that the worker dashboard and the sign-in dialog load
 * on their own.
 */
function catalogueBundles(): Plugin {
  return {
    name: 'work-local-catalogue-bundles',
    enforce: 'pre',
    load(id) {
      const match = BUNDLE_ID.exec(id);
      if (!match) return null;
      const [, dir, first, rest] = match as unknown as [string, string, string, string];
      const names = [first, ...rest.split(',')];
      const imports = names.map(
        (name, i) => `import { messages as m${i} } from ${JSON.stringify(`${dir}${name}.po?lingui`)};`,
      );
      const merged = names.map((_, i) => `m${i}`).join(', ');
      return {
        code: `${imports.join('\n')}\nexport const messages = Object.assign({}, ${merged});\nexport const catalogues = ${JSON.stringify(names)};\n`,
        moduleType: 'js',
      };
    },
  };
}

/** Goes before react(): the macros must be expanded before the JSX is compiled. */
export function linguiPlugins(): PluginOption[] {
  return [babel({ presets: [macros] }), catalogueBundles(), lingui()];
}
