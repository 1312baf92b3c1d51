import { documentHref } from '../../screens/DeclarationsDetails/documents';
import { documentPageFiles } from '../../scripts/documentPages';

// Spec 2, 2.2: six links to the terms documents, AL1 to AL6; the sandbox serves a placeholder for each.
describe('declaration document pages', () => {
  const files = documentPageFiles();

  it('the build has one page per document, AL1 to AL6', () => {
    expect(files.map((f) => f.fileName)).toEqual(['AL1', 'AL2', 'AL3', 'AL4', 'AL5', 'AL6'].map((id) => `documents/${id}.html`));
  });

  it.each([
    ['AL1', 'Terms and Conditions Governing Business Financing'],
    ['AL2', 'Data Protection Policy'],
    ['AL3', 'Police Advisory'],
    ['AL4', 'Internet Banking Terms and Conditions'],
    ['AL5', 'Terms of Access to Digital Channels'],
    ['AL6', 'Declaration on Property-Related Activities'],
  ] as const)('%s is the page the declarations page links, titled %s', (id, title) => {
    const page = files.find((f) => documentHref(id).endsWith(`/${f.fileName}`));
    expect(page?.source).toContain(`<title>${title}</title>`);
    expect(page?.source).toContain(`<h1>${title}</h1>`);
    expect(page?.source).toContain(`Sandbox placeholder (${id})`);
  });
});
