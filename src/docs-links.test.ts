import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';

/**
 * Every link into the project's docs resolves: links between the README and docs/** (file and heading),
 * and every `docs/<file>.md#anchor` a source file, test, benchmark or document cites. A renamed heading or
 * a moved page fails here instead of leaving the next maintainer at a dead end.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const markdown = new MarkdownIt();

const filesUnder = (folder: string, pattern: RegExp) =>
  readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && pattern.test(entry.name) && !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));

const documents = ['README.md', ...filesUnder('docs', /\.md$/)];
const sources = ['src', 'e2e', 'bench', 'test', 'scripts']
  .flatMap((folder) => filesUnder(folder, /\.(ts|tsx|css|cjs|mjs|sql)$/))
  .filter((file) => file !== 'src/docs-links.test.ts'); // its own examples of broken links

/** GitHub's anchor for a heading: its text in lower case, punctuation dropped, spaces as hyphens. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

const anchorsCache = new Map<string, Set<string>>();
/** The anchors of a markdown file, numbered as GitHub numbers repeated headings. */
const anchorsOf = (file: string) => {
  const known = anchorsCache.get(file);
  if (known) return known;
  const anchors = new Set<string>();
  const tokens = markdown.parse(readFileSync(join(root, file), 'utf8'), {});
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const text = (tokens[index + 1]?.children ?? [])
      .filter((child) => child.type === 'text' || child.type === 'code_inline')
      .map((child) => child.content)
      .join('');
    const base = slug(text);
    let anchor = base;
    for (let repeat = 1; anchors.has(anchor); repeat += 1) anchor = `${base}-${repeat}`;
    anchors.add(anchor);
  });
  anchorsCache.set(file, anchors);
  return anchors;
};

/** What is wrong with a link to `target` (a path from the repository's root, maybe with an anchor), if anything. */
const problemWith = (target: string) => {
  const [path = '', anchor] = target.split('#');
  if (!existsSync(join(root, path))) return 'no such file';
  if (anchor && path.endsWith('.md') && !anchorsOf(path).has(decodeURIComponent(anchor)))
    return 'no such heading';
  return null;
};

/** The relative links of a markdown file, as paths from the repository's root. */
const linksOf = (file: string) => {
  const links: string[] = [];
  const visit = (tokens: ReturnType<typeof markdown.parse>) => {
    for (const token of tokens) {
      if (token.children) visit(token.children);
      const href = token.type === 'link_open' ? String(token.attrGet('href') ?? '') : '';
      if (!href || /^[a-z]+:/i.test(href)) continue;
      const [path, anchor] = href.split('#');
      const target = path ? relative(root, resolve(root, dirname(file), path)) : file;
      links.push(anchor === undefined ? target : `${target}#${anchor}`);
    }
  };
  visit(markdown.parse(readFileSync(join(root, file), 'utf8'), {}));
  return links;
};

/** Every `docs/<file>.md` (with its anchor, if any) named in a file's text, links or not. */
const citationsIn = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/\bdocs\/[\w./-]+?\.md(#[\p{L}\p{N}_-]+)?/gu)].map(
    (match) => match[0],
  );

const broken = (file: string, targets: string[]) =>
  targets.flatMap((target) => {
    const problem = problemWith(target);
    return problem ? [`${file} → ${target}: ${problem}`] : [];
  });

describe('docs links', () => {
  it('finds the documents and the anchors it checks against', () => {
    expect(documents).toContain('docs/product.md');
    expect(anchorsOf('docs/product.md')).toContain('bids');
    expect(anchorsOf('docs/after-the-hammer.md')).toContain('four-eyes-modulesapprovals');
    expect(slug('Who owes what: the liquidación de compra')).toBe('who-owes-what-the-liquidación-de-compra');
  });

  it('resolves every relative link of the README and docs/ to a file and a heading', () => {
    expect(documents.flatMap((file) => broken(file, linksOf(file)))).toEqual([]);
  });

  it('resolves every docs/<file>.md#anchor cited in sources, tests, benchmarks and documents', () => {
    expect([...sources, ...documents].flatMap((file) => broken(file, citationsIn(file)))).toEqual([]);
  });

  it('reports a missing heading and a missing file', () => {
    expect(problemWith('docs/product.md#no-such-rule')).toBe('no such heading');
    expect(problemWith('docs/no-such-page.md')).toBe('no such file');
  });
});
