// A readable reference of the OpenAPI document as one static HTML page: no script, a few kilobytes, and within the
// app's Content-Security-Policy (decision 0120 on why not Swagger UI).
import { escapeHtml } from '../lib/html.js';

interface Schema {
  [key: string]: unknown;
}

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

export interface ApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function schemaBlock(label: string, schema: Schema | undefined): string {
  if (!schema) return '';
  return `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function operationHtml(method: string, path: string, op: Operation): string {
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})` +
        `${p.schema ? ` <code>${escapeHtml(JSON.stringify(p.schema))}</code>` : ''}</li>`,
    )
    .join('');
  const body = Object.entries(op.requestBody?.content ?? {})
    .map(([type, c]) => schemaBlock(`Request body (${type})`, c.schema))
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const content = Object.entries(r.content ?? {});
      if (content.length === 0) return `<p>${escapeHtml(status)}: ${escapeHtml(r.description ?? '')}</p>`;
      return content.map(([type, c]) => schemaBlock(`${status} (${type})`, c.schema)).join('');
    })
    .join('');
  return `<section id="${id}"><h3><span class="m">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
${op.summary ? `<p>${escapeHtml(op.summary)}</p>` : ''}${params ? `<ul>${params}</ul>` : ''}${body}${responses}</section>`;
}

/** The whole reference page, grouped by the path's first segment after /api/. */
export function renderApiReference(doc: ApiDocument): string {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    const group = path.split('/')[2] ?? '';
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const list = groups.get(group) ?? [];
      list.push(operationHtml(method, path, op));
      groups.set(group, list);
    }
  }
  const sections = [...groups]
    .map(([group, ops]) => `<h2 id="${escapeHtml(group)}">${escapeHtml(group)}</h2>\n${ops.join('\n')}`)
    .join('\n');
  const toc = [...groups.keys()].map((g) => `<a href="#${escapeHtml(g)}">${escapeHtml(g)}</a>`).join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>
body{margin:0 auto;max-width:960px;padding:16px;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a}
h2{border-bottom:2px solid #cbd5e1;padding-top:12px}h3{font-size:1rem;margin:16px 0 4px}
.m{display:inline-block;min-width:4.5em;font-family:monospace;color:#1e3a8a}
pre{background:#f1f5f9;padding:8px;overflow-x:auto;font-size:.8rem}summary{cursor:pointer}
</style></head><body><main>
<h1>${escapeHtml(doc.info.title)} <small>version ${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Areas">${toc}</nav>
${sections}
</main></body></html>`;
}
