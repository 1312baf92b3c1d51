import type { Plugin } from 'vite';
import { DECLARATION_DOCUMENTS, type DocumentId } from '../screens/DeclarationsDetails/documents.ts';

/**
 * The bank publishes the declaration documents (spec 2, 2.2); the sandbox stands one placeholder page in
 * for each, so the "read before ticking" rule can be exercised without leaving the application. One
 * template, the titles from the declarations page's own list, so a renamed document cannot drift.
 */
export function documentPage(id: DocumentId, title: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>Sandbox placeholder (${id}). The bank publishes the full text of this document; this page stands in for it so that
the "read before ticking" rule of the declarations page can be exercised without leaving the application.</p>
</main>
</body>
</html>
`;
}

/** Where the declarations page links each document (documentHref), below the app's base path. */
export const documentPagePath = (id: DocumentId): string => `documents/${id}.html`;

/** Every declaration document's placeholder page, as the build emits it. */
export const documentPageFiles = (): { fileName: string; source: string }[] =>
  DECLARATION_DOCUMENTS.map(({ id, title }) => ({ fileName: documentPagePath(id), source: documentPage(id, title) }));

/** Emits the placeholder pages into the build. */
export function documentPages(): Plugin {
  return {
    name: 'sme-document-pages',
    apply: 'build',
    generateBundle() {
      for (const file of documentPageFiles()) this.emitFile({ type: 'asset', ...file });
    },
  };
}
