// Lingui in the Vite builds (decision 0180): @vitejs/plugin-react 6 no longer runs Babel, so the macros
// (Trans, useLingui, msg from @lingui/*/macro) get their own Babel pass, and only files that import a macro go
// through it: the rest of the build is byte for byte what it was. lingui() compiles `import('…/messages.po')`.
// Used by the client build (vite.config.ts) and the prerender build (vite-plugin-static-site.ts) alike.
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

const macros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

/** Goes before react(): the macros must be expanded before the JSX is compiled. */
export function linguiPlugins(): PluginOption[] {
  return [babel({ presets: [macros] }), lingui()];
}
