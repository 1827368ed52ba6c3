import { html, raw } from 'hono/html';

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};
export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const json = (value: unknown) => JSON.stringify(value, null, 2);

// A self-contained, readable rendering of /api/openapi.json. Hosted viewers (Scalar, Swagger UI) load
// their scripts from a CDN, which this deployment must not depend on, so the page is plain HTML.
export function renderApiDocs(doc: OpenApiDocument) {
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    methods.filter((method) => item[method]).map((method) => ({ path, method, op: item[method]! })),
  );
  const body = operations.map(
    ({ path, method, op }) => html`<section id="${method}-${path}">
  <h2><code class="m-${method}">${method.toUpperCase()}</code> <code>/api${path}</code></h2>
  <p>${op.summary ?? ''}</p>${op.description ? html`<p class="d">${op.description}</p>` : ''}
  ${
    op.parameters?.length
      ? html`<h3>Parameters</h3><ul>${op.parameters.map(
          (p) =>
            html`<li><code>${p.name}</code> (${p.in}${p.required ? ', required' : ''}) ${p.description ?? ''} <code>${json(p.schema)}</code></li>`,
        )}</ul>`
      : ''
  }
  ${Object.entries(op.requestBody?.content ?? {}).map(
    ([type, media]) => html`<h3>Body (${type})</h3><pre>${json(media.schema)}</pre>`,
  )}
  <h3>Responses</h3><ul>${Object.entries(op.responses ?? {}).map(
    ([status, response]) =>
      html`<li><b>${status}</b> ${response.description ?? ''}${Object.entries(response.content ?? {}).map(
        ([type, media]) =>
          html` <details><summary>${type}</summary><pre>${json(media.schema)}</pre></details>`,
      )}</li>`,
  )}</ul>
</section>`,
  );
  const schemas = Object.entries(doc.components?.schemas ?? {}).map(
    ([name, schema]) =>
      html`<section id="schema-${name}"><h2>${name}</h2><pre>${json(schema)}</pre></section>`,
  );
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${doc.info.title} — API reference</title>
<style>${raw(
    'body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}section{border-top:1px solid #e5e7eb;padding:.5rem 0}pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:13px}code{font-size:14px}.m-get{color:#047857}.m-post{color:#1d4ed8}.m-put,.m-patch{color:#b45309}.m-delete{color:#b91c1c}.d{color:#4b5563}',
  )}</style></head>
<body><h1>${doc.info.title} ${doc.info.version}</h1><p>${doc.info.description ?? ''}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Admin routes need <code>Authorization: Bearer &lt;token&gt;</code> of an administrator.</p>
<nav><ul>${operations.map(
    ({ path, method, op }) =>
      html`<li><a href="#${method}-${path}">${method.toUpperCase()} /api${path}</a> — ${op.summary ?? ''}</li>`,
  )}</ul></nav>
${body}
<h1>Schemas</h1>
${schemas}
</body></html>`;
}
