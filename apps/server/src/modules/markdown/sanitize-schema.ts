import type { Options as SanitizeSchema } from 'rehype-sanitize';

// Allow-list for rendered markdown. Raw HTML never reaches the sanitiser (it is shown as text),
// so this only has to admit what the markdown pipeline itself produces; it is written out
// explicitly instead of extending rehype-sanitize's GitHub schema, so nothing is allowed by
// accident. Everything not listed (tags, attributes, `style`, `on*`) is dropped.

type PropertyDefinition = NonNullable<NonNullable<SanitizeSchema['attributes']>[string]>[number];

const SOURCEPOS: PropertyDefinition = ['dataSourcepos', /^\d+:\d+-\d+:\d+$/];
const COLOR = /^#(?:[\da-fA-F]{3}|[\da-fA-F]{6})$/;

/** Elements that get `data-sourcepos` (see render-markdown.ts). */
export const SOURCEPOS_TAGS: ReadonlySet<string> = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

export const REFERENCE_CLASSES = [
  'gfm',
  'gfm-issue',
  'gfm-epic',
  'gfm-label',
  'gfm-milestone',
  'gfm-project_member',
] as const;

const withSourcepos = Object.fromEntries([...SOURCEPOS_TAGS].map((tag) => [tag, [SOURCEPOS]]));

export const sanitizeSchema: SanitizeSchema = {
  tagNames: [
    ...SOURCEPOS_TAGS,
    'a',
    'br',
    'code',
    'del',
    'em',
    'img',
    'input',
    'section',
    'span',
    'strong',
    'sup',
  ],
  attributes: {
    ...withSourcepos,
    a: [
      'href',
      'title',
      ['className', ...REFERENCE_CLASSES, 'data-footnote-backref'],
      ['dataReferenceType', 'issue', 'epic', 'label', 'milestone', 'user'],
      // GFM footnotes.
      'id',
      'dataFootnoteRef',
      'dataFootnoteBackref',
      'ariaDescribedBy',
      'ariaLabel',
    ],
    img: ['src', 'alt', 'title'],
    code: [['className', /^language-[^\s"'<>&]+$/]],
    input: [
      ['type', 'checkbox'],
      ['disabled', true],
      ['checked', true],
    ],
    span: [
      ['className', 'gl-label'],
      ['dataColor', COLOR],
      ['dataTextColor', COLOR],
    ],
    section: ['dataFootnotes', ['className', 'footnotes']],
    h2: [SOURCEPOS, 'id', ['className', 'sr-only']],
    li: [SOURCEPOS, 'id', ['className', 'task-list-item']],
    ul: [SOURCEPOS, ['className', 'contains-task-list']],
    ol: [SOURCEPOS, 'start', ['className', 'contains-task-list']],
    th: [SOURCEPOS, ['align', 'left', 'right', 'center']],
    td: [SOURCEPOS, ['align', 'left', 'right', 'center']],
  },
  required: { input: { type: 'checkbox', disabled: true } },
  protocols: {
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
  },
  // User-chosen ids (footnote labels) must not clobber globals such as `window.name`.
  clobber: ['id', 'ariaDescribedBy', 'ariaLabelledBy'],
  clobberPrefix: 'user-content-',
  strip: ['script', 'style'],
  allowComments: false,
  allowDoctypes: false,
};
