import MarkdownIt from 'markdown-it';

// `html: false` escapes any HTML written in the Markdown and markdown-it refuses javascript: links,
// so what admins type can never run as script in a visitor's browser.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: true });

export const renderMarkdown = (source: string): string => markdown.render(source);
