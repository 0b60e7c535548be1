// The offline forms' file lists (decision 0394): each form's chunk and everything it imports, less what the entry
// loads anyway; a form that no chunk holds fails the build.
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { OFFLINE_FORMS } from '../../src/client/lib/offline-forms.js';
import { offlineFormFiles } from './vite-plugin-offline-forms.js';

function chunk(fileName: string, imports: string[], moduleIds: string[] = []): OutputChunk {
  return { type: 'chunk', fileName, imports, moduleIds } as unknown as OutputChunk;
}

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as OutputBundle;
}

const at = (module: string) => `/repo/${module}`;

describe('offlineFormFiles', () => {
  const entry = chunk('assets/index-a.js', ['assets/runtime-a.js'], [at('src/client/main.tsx')]);
  const runtime = chunk('assets/runtime-a.js', []);
  const schemas = chunk('assets/schemas-a.js', ['assets/index-a.js']);
  const forms = Object.entries(OFFLINE_FORMS).map(([form, module], i) =>
    chunk(`assets/${form}-${i}.js`, ['assets/schemas-a.js', 'assets/index-a.js'], [at(module)]),
  );

  it("lists each form's chunk and what it imports, however deep, but not the entry's own files", () => {
    const files = offlineFormFiles(bundleOf(entry, runtime, schemas, ...forms), entry, '/');
    expect(Object.keys(files)).toEqual(Object.keys(OFFLINE_FORMS));
    expect(files.reportProblem).toEqual([`/${forms[0]?.fileName}`, '/assets/schemas-a.js']);
  });

  it('finds a module in a chunk of several, on any path separator', () => {
    const shared = chunk(
      'assets/dialogs-a.js',
      [],
      Object.values(OFFLINE_FORMS).map((m) => `C:\\repo\\${m.replaceAll('/', '\\')}`),
    );
    const files = offlineFormFiles(bundleOf(entry, runtime, shared), entry, '/app/');
    expect(new Set(Object.values(files).flat())).toEqual(new Set(['/app/assets/dialogs-a.js']));
  });

  it('fails the build for a form whose module no chunk holds', () => {
    expect(() => offlineFormFiles(bundleOf(entry, runtime, schemas, ...forms.slice(1)), entry, '/')).toThrow(
      /report-problem-dialog\.tsx/,
    );
  });
});
